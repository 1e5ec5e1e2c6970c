/** Exact position, size (mm), rotation (°) and opacity of the selection. */
import { rotateField } from '../../../templates/commands/rotateField';
import { setFieldBox } from '../../../templates/commands/setFieldBox';
import type { FieldSchema } from '../../../templates/types';
import { designer } from '../../store';
import { NumberField } from '../../ui/inputs';
import { editFields, shared } from '../../ui/selection';

function ids(fields: readonly FieldSchema[]): string[] {
  return fields.map((f) => f.id).filter((id): id is string => Boolean(id));
}

export function GeometryEditor({ fields }: { fields: FieldSchema[] }) {
  const locked = fields.every((f) => f.locked === true);
  const box = (patch: { x?: number; y?: number; width?: number; height?: number }) =>
    designer.run(setFieldBox, { ids: ids(fields), box: patch });
  return (
    <div className="prop-grid">
      <NumberField label="X" suffix="mm" value={shared(fields, (f) => f.position.x)} onCommit={(x) => box({ x })} disabled={locked} />
      <NumberField label="Y" suffix="mm" value={shared(fields, (f) => f.position.y)} onCommit={(y) => box({ y })} disabled={locked} />
      <NumberField label="Width" suffix="mm" min={0.1} value={shared(fields, (f) => f.width)} onCommit={(width) => box({ width })} disabled={locked} />
      <NumberField label="Height" suffix="mm" min={0.1} value={shared(fields, (f) => f.height)} onCommit={(height) => box({ height })} disabled={locked} />
      <NumberField
        label="Rotation"
        suffix="°"
        min={-360}
        max={360}
        value={shared(fields, (f) => f.rotate ?? 0)}
        onCommit={(rotate) => designer.run(rotateField, { ids: ids(fields), rotate })}
        disabled={locked}
      />
      <NumberField
        label="Opacity"
        suffix="%"
        min={0}
        max={100}
        value={shared(fields, (f) => Math.round((f.opacity ?? 1) * 100))}
        onCommit={(percent) => editFields(fields, { opacity: percent / 100 })}
      />
    </div>
  );
}
