import type { FieldSchema } from '../../../templates/types';
import { DraftField } from '../../ui/inputs';
import { editFields } from '../../ui/selection';
import type { FieldsEditorProps } from '../kind';
import { variablesOf } from './variables';

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
