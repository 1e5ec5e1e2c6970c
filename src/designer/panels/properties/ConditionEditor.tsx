/**
 * "Show when": the field prints only for records whose expression over the record holds (src/templates/condition.ts;
 * the engine evaluates it with pdfme's own evaluator). Empty prints it always. Unreadable brackets or quotes are
 * refused here; a condition that reads no field is named by validation like a placeholder is.
 */
import { CONDITION_EXAMPLES, conditionOf, conditionSyntaxProblem } from '../../../templates/condition';
import type { FieldSchema } from '../../../templates/types';
import { DraftField } from '../../ui/inputs';
import { editFields, shared } from '../../ui/selection';

export function ConditionEditor({ fields }: { fields: FieldSchema[] }) {
  return (
    <div className="prop-grid">
      <DraftField
        label="Show when"
        wide
        value={shared(fields, (field) => conditionOf(field) ?? '')}
        validate={(text) => (text.trim() === '' ? null : conditionSyntaxProblem(text))}
        onCommit={(text) => editFields(fields, { platenShowIf: text.trim() === '' ? undefined : text.trim() })}
        hint={
          <>
            Leave empty to print it on every record; otherwise it prints only when the expression holds, e.g.{' '}
            {CONDITION_EXAMPLES.map((example, i) => (
              <span key={example}>
                {i > 0 ? ', ' : ''}
                <code>{example}</code>
              </span>
            ))}
            . Fixed text can compute too: <code>{'Total: {Number(price) * Number(qty)}'}</code>.
          </>
        }
      />
    </div>
  );
}
