/** What the canvas shows in place of a value it cannot draw: a kind's name while empty, a problem, an unknown type. */
import type { FieldSchema } from '../../templates/types';

/** A field whose type Platen does not know: said plainly, never drawn as another kind. */
export function UnknownBody({ field }: { field: FieldSchema }) {
  return <Placeholder text={`Unknown field type “${field.type}”`} problem />;
}

export function Placeholder({ text, problem = false }: { text: string; problem?: boolean }) {
  return (
    <div className={problem ? 'field-body field-placeholder field-placeholder--problem' : 'field-body field-placeholder'}>
      <span>{text}</span>
    </div>
  );
}
