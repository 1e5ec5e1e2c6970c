import { findFieldType } from '../../../templates/fieldTypes';
import type { FieldSchema } from '../../../templates/types';
import { Placeholder } from '../Placeholder';

/** Image and signature: the picture, or the kind's name while there is none. */
export function ImageBody({ field, value }: { field: FieldSchema; value: string }) {
  if (value.startsWith('data:image/')) return <img className="field-body field-img" src={value} alt="" draggable={false} />;
  return <Placeholder text={findFieldType(field.type)?.label ?? 'Image'} />;
}
