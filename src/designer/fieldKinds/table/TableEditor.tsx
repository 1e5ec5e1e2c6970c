/** Table columns (add, remove, rename, width %) and head/body cell styles. */
import type { FieldSchema } from '../../../templates/types';
import { CloseIcon } from '../../ui/icons';
import { DEFAULT_FONT_NAME } from '../../../templates/fonts';
import { useFontChoices } from '../../fonts/useFontChoices';
import { ColorField, DraftField, NumberField, SelectField } from '../../ui/inputs';
import { editFields, editNested, shared } from '../../ui/selection';
import { addColumnWidth, normaliseWidths, removeColumnWidth, reshapeRows, setColumnWidth } from './tableColumns';

const ALIGN = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
  { value: 'right', label: 'Right' },
] as const;

function Columns({ field }: { field: FieldSchema }) {
  const head = (field.head as string[] | undefined) ?? [];
  const widths = normaliseWidths((field.headWidthPercentages as number[] | undefined) ?? head.map(() => 1));
  return (
    <div className="prop--wide">
      {head.map((title, i) => (
        <div className="prop-grid" key={i} role="group" aria-label={`Column ${i + 1}`}>
          <DraftField
            label={`Column ${i + 1}`}
            value={title}
            validate={(t) => (t.trim() ? null : 'A column needs a heading.')}
            onCommit={(t) => editFields([field], { head: head.map((h, j) => (j === i ? t.trim() : h)) })}
          />
          <div className="row" style={{ alignItems: 'flex-end' }}>
            <NumberField
              label={`Column ${i + 1} width`}
              suffix="%"
              min={1}
              max={99}
              value={widths[i]}
              onCommit={(w) => editFields([field], { headWidthPercentages: setColumnWidth(widths, i, w) })}
            />
            <button
              type="button"
              aria-label={`Remove column ${i + 1}`}
              disabled={head.length <= 1}
              onClick={() =>
                editFields([field], {
                  head: head.filter((_, j) => j !== i),
                  headWidthPercentages: removeColumnWidth(widths, i),
                  content: reshapeRows(field.content, { remove: i }),
                })
              }
            >
              <CloseIcon />
            </button>
          </div>
        </div>
      ))}
      <button
        type="button"
        onClick={() =>
          editFields([field], {
            head: [...head, `Column ${head.length + 1}`],
            headWidthPercentages: addColumnWidth(widths),
            content: reshapeRows(field.content, { add: true }),
          })
        }
      >
        Add column
      </button>
    </div>
  );
}

function CellStyles({ fields, which, title }: { fields: FieldSchema[]; which: 'headStyles' | 'bodyStyles'; title: string }) {
  const read = (key: string) => shared(fields, (f) => ((f[which] as Record<string, unknown> | undefined) ?? {})[key]);
  const set = (key: string) => (value: unknown) => editNested(fields, which, key, value);
  const fonts = useFontChoices();
  return (
    <fieldset className="prop-grid prop--wide" style={{ border: 'none', padding: 0, margin: '6px 0 0' }}>
      <legend className="panel__subtitle">{title}</legend>
      <SelectField label={`${title} font`} wide value={((read('fontName') as string | undefined) ?? DEFAULT_FONT_NAME) as string} options={fonts} onCommit={set('fontName')} />
      <NumberField label={`${title} font size`} suffix="pt" min={1} max={200} value={read('fontSize') as number | null} onCommit={set('fontSize')} />
      <SelectField label={`${title} align`} value={read('alignment') as 'left' | null} options={ALIGN} onCommit={set('alignment')} />
      <ColorField label={`${title} text colour`} value={read('fontColor') as string | null} onCommit={set('fontColor')} />
      <ColorField label={`${title} background`} allowNone value={read('backgroundColor') as string | null} onCommit={set('backgroundColor')} />
      {which === 'bodyStyles' && (
        <ColorField label="Alternate row background" allowNone value={read('alternateBackgroundColor') as string | null} onCommit={set('alternateBackgroundColor')} />
      )}
      <ColorField label={`${title} border colour`} allowNone value={read('borderColor') as string | null} onCommit={set('borderColor')} />
    </fieldset>
  );
}

export function TableEditor({ fields }: { fields: FieldSchema[] }) {
  return (
    <div className="prop-grid">
      {fields.length === 1 && <Columns field={fields[0]} />}
      <CellStyles fields={fields} which="headStyles" title="Header" />
      <CellStyles fields={fields} which="bodyStyles" title="Body" />
    </div>
  );
}
