/**
 * The Content section's editors, one per field kind (its designer entry in fieldKinds/registry.tsx names it): the
 * sample or fixed value, and the wording particular to a kind: {variables}, table rows, list items, select options,
 * date format. Pictures are MediaEditor's.
 */
import type { FieldSchema } from '../../../templates/types';
import { CheckField, DraftField } from '../../ui/inputs';
import { itemsToText, rowsToText, textToItems, textToRows } from './sampleRows';
import { variablesOf } from './variables';
import { editFields, shared } from './selection';

export interface FieldsEditorProps {
  fields: FieldSchema[];
}

function SampleValue({ fields, multiline = false }: FieldsEditorProps & { multiline?: boolean }) {
  return (
    <DraftField
      label={shared(fields, (f) => f.readOnly === true) ? 'Printed text' : 'Sample value'}
      wide
      multiline={multiline}
      value={shared(fields, (f) => f.content ?? '')}
      hint={multiline ? 'Ctrl+Enter or leaving the box applies.' : undefined}
      onCommit={(content) => editFields(fields, { content })}
    />
  );
}

/** One line of sample value (barcodes, and any type Platen does not know). */
export function SampleValueEditor({ fields }: FieldsEditorProps) {
  return (
    <div className="prop-grid">
      <SampleValue fields={fields} />
    </div>
  );
}

/** Text: the wording, on several lines. */
export function TextContentEditor({ fields }: FieldsEditorProps) {
  return (
    <div className="prop-grid">
      <SampleValue fields={fields} multiline />
    </div>
  );
}

function sampleValues(field: FieldSchema): Record<string, string> {
  try {
    const values = JSON.parse(field.content || '{}');
    if (values && typeof values === 'object' && !Array.isArray(values)) return values as Record<string, string>;
  } catch {
    // content was hand-edited into something else; start the sample values afresh
  }
  return {};
}

/** Multi-variable text: the wording with {variables} and a sample per variable (one field at a time). */
export function MultiVariableTextEditor({ fields }: FieldsEditorProps) {
  const field = fields.length === 1 ? fields[0] : null;
  if (!field) return <div className="prop-grid" />;
  const values = sampleValues(field);
  const variables = (field.variables as string[] | undefined) ?? variablesOf((field.text as string) ?? '');
  return (
    <div className="prop-grid">
      <DraftField
        label="Text with {variables}"
        wide
        multiline
        value={(field.text as string) ?? ''}
        hint="Each {name} becomes a data column. Ctrl+Enter or leaving the box applies."
        onCommit={(text) => {
          const next = variablesOf(text);
          const content = JSON.stringify(Object.fromEntries(next.map((v) => [v, values[v] ?? v])));
          editFields([field], { text, variables: next, content });
        }}
      />
      {variables.map((variable) => (
        <DraftField
          key={variable}
          label={`Sample ${variable}`}
          value={values[variable] ?? ''}
          onCommit={(value) => editFields([field], { content: JSON.stringify({ ...values, [variable]: value }) })}
        />
      ))}
    </div>
  );
}

/** Table: sample rows, one per line (one table at a time: tables differ in columns). */
export function TableRowsEditor({ fields }: FieldsEditorProps) {
  const single = fields.length === 1 ? fields[0] : null;
  if (!single) return <div className="prop-grid" />;
  const columns = ((single.head as string[]) ?? []).length;
  return (
    <div className="prop-grid">
      <DraftField
        label="Sample rows (one per line, cells separated by |)"
        wide
        multiline
        value={rowsToText(single.content)}
        validate={(text) => {
          const result = textToRows(text, columns);
          return 'error' in result ? result.error : null;
        }}
        onCommit={(text) => {
          const result = textToRows(text, columns);
          if ('content' in result) editFields([single], { content: result.content });
        }}
      />
    </div>
  );
}

export function ListItemsEditor({ fields }: FieldsEditorProps) {
  return (
    <div className="prop-grid">
      <DraftField
        label="Sample items (one per line)"
        wide
        multiline
        value={shared(fields, (f) => itemsToText(f.content))}
        onCommit={(text) => editFields(fields, { content: textToItems(text) })}
      />
    </div>
  );
}

/** Checkbox, radio button, circle mark: whether the sample shows the mark. */
export function MarkedEditor({ fields }: FieldsEditorProps) {
  return (
    <div className="prop-grid">
      <CheckField label="Marked in the sample" value={shared(fields, (f) => f.content === 'true')} onCommit={(on) => editFields(fields, { content: on ? 'true' : 'false' })} />
    </div>
  );
}

export function SelectContentEditor({ fields }: FieldsEditorProps) {
  return (
    <div className="prop-grid">
      <SampleValue fields={fields} />
      <DraftField
        label="Options (one per line)"
        wide
        multiline
        value={shared(fields, (f) => ((f.options as string[]) ?? []).join('\n'))}
        validate={(text) => (text.split('\n').some((line) => line.trim()) ? null : 'A select needs at least one option.')}
        onCommit={(text) => editFields(fields, { options: text.split('\n').map((l) => l.trim()).filter(Boolean) })}
      />
    </div>
  );
}

/** Date, time, date & time: the stored sample, and the format and locale it prints in. */
export function DateContentEditor({ fields }: FieldsEditorProps) {
  return (
    <div className="prop-grid">
      <SampleValue fields={fields} />
      <DraftField
        label="Format"
        value={shared(fields, (f) => (f.format as string) ?? '')}
        hint="date-fns tokens: dd/MM/yyyy, HH:mm"
        validate={(text) => (/[dMyHhmsaE]/.test(text) ? null : 'A format needs date or time tokens, e.g. dd/MM/yyyy.')}
        onCommit={(format) => editFields(fields, { format })}
      />
      <DraftField
        label="Locale"
        value={shared(fields, (f) => (f.locale as string) ?? '')}
        hint="e.g. en, de, ja"
        validate={(text) => (text === '' || /^[a-z]{2}(-[A-Za-z]{2})?$/.test(text) ? null : 'Use a language code such as en, fr or ja.')}
        onCommit={(locale) => editFields(fields, { locale: locale || undefined })}
      />
    </div>
  );
}
