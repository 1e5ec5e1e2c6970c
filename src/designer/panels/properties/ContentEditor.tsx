/** The sample or fixed content of a field, and type-specific wording: {variables}, select options, date format. */
import type { FieldSchema } from '../../../templates/types';
import { CheckField, DraftField } from './inputs';
import { itemsToText, rowsToText, textToItems, textToRows } from './sampleRows';
import { variablesOf } from './variables';
import { editFields, shared } from './selection';

function sampleValues(field: FieldSchema): Record<string, string> {
  try {
    const values = JSON.parse(field.content || '{}');
    if (values && typeof values === 'object' && !Array.isArray(values)) return values as Record<string, string>;
  } catch {
    // content was hand-edited into something else; start the sample values afresh
  }
  return {};
}

function MultiVariableTextEditor({ field }: { field: FieldSchema }) {
  const values = sampleValues(field);
  const variables = (field.variables as string[] | undefined) ?? variablesOf((field.text as string) ?? '');
  return (
    <>
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
    </>
  );
}

const NO_CONTENT_TEXT = new Set(['image', 'signature', 'svg', 'table', 'list', 'multiVariableText', 'checkbox', 'radioGroup', 'circleMark', 'line', 'rectangle', 'ellipse']);

export function ContentEditor({ fields }: { fields: FieldSchema[] }) {
  const type = shared(fields, (f) => f.type);
  const single = fields.length === 1 ? fields[0] : null;
  if (!type) return null;
  const isDate = type === 'date' || type === 'time' || type === 'dateTime';
  return (
    <div className="prop-grid">
      {type === 'multiVariableText' && single && <MultiVariableTextEditor field={single} />}
      {!NO_CONTENT_TEXT.has(type) && (
        <DraftField
          label={shared(fields, (f) => f.readOnly === true) ? 'Printed text' : 'Sample value'}
          wide
          multiline={type === 'text'}
          value={shared(fields, (f) => f.content ?? '')}
          hint={type === 'text' ? 'Ctrl+Enter or leaving the box applies.' : undefined}
          onCommit={(content) => editFields(fields, { content })}
        />
      )}
      {type === 'table' && single && (
        <DraftField
          label="Sample rows (one per line, cells separated by |)"
          wide
          multiline
          value={rowsToText(single.content)}
          validate={(text) => {
            const result = textToRows(text, ((single.head as string[]) ?? []).length);
            return 'error' in result ? result.error : null;
          }}
          onCommit={(text) => {
            const result = textToRows(text, ((single.head as string[]) ?? []).length);
            if ('content' in result) editFields([single], { content: result.content });
          }}
        />
      )}
      {type === 'list' && (
        <DraftField
          label="Sample items (one per line)"
          wide
          multiline
          value={shared(fields, (f) => itemsToText(f.content))}
          onCommit={(text) => editFields(fields, { content: textToItems(text) })}
        />
      )}
      {(type === 'checkbox' || type === 'radioGroup' || type === 'circleMark') && (
        <CheckField label="Marked in the sample" value={shared(fields, (f) => f.content === 'true')} onCommit={(on) => editFields(fields, { content: on ? 'true' : 'false' })} />
      )}
      {type === 'select' && (
        <DraftField
          label="Options (one per line)"
          wide
          multiline
          value={shared(fields, (f) => ((f.options as string[]) ?? []).join('\n'))}
          validate={(text) => (text.split('\n').some((line) => line.trim()) ? null : 'A select needs at least one option.')}
          onCommit={(text) => editFields(fields, { options: text.split('\n').map((l) => l.trim()).filter(Boolean) })}
        />
      )}
      {isDate && (
        <>
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
        </>
      )}
    </div>
  );
}
