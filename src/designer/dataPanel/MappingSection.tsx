/** Mapping: each data column and the field it fills; changes are saved with the template (one undo entry each). */
import { isFieldMapped, mappingProblems, mappingTargets, withColumnMapped } from '../../data/mapping';
import { keepSampleAsFixed } from '../../templates/commands/keepSampleAsFixed';
import { setMapping } from '../../templates/commands/setMapping';
import { designer, useDoc } from '../store';
import { ProblemList } from './ProblemList';
import type { SessionRecords } from './useSessionRecords';

const hasSample = (content: unknown) => typeof content === 'string' && content.trim() !== '';

export function MappingSection({ session }: { session: SessionRecords }) {
  const { table, fields, mapping } = session;
  const template = useDoc((doc) => doc);
  if (!table) return <p className="data-note">Import data first; its columns are matched to fields by name.</p>;
  const missing = mappingProblems(template, mapping);
  const unused = fields.filter(({ field }) => !isFieldMapped(mapping, field.name));
  const targets = mappingTargets(fields);
  const required = new Set(fields.filter(({ field }) => field.required).map(({ field }) => field.name));
  const change = (column: string, field: string) => designer.run(setMapping, { mapping: withColumnMapped(mapping, column, field) });
  return (
    <div className="data-section">
      <table className="data-table data-table--mapping" aria-label="Column mapping">
        <thead>
          <tr>
            <th scope="col">Column (first value)</th>
            <th scope="col">Fills field</th>
          </tr>
        </thead>
        <tbody>
          {table.columns.map((column) => {
            const chosen = targets.find((target) => target.name === mapping[column]);
            return (
              <tr key={column}>
                <th scope="row">
                  {column}
                  <span className="data-sample">{table.rows[0]?.[column] ?? ''}</span>
                </th>
                <td>
                  <select aria-label={`Field for column ${column}`} title={chosen?.label ?? 'Not used'} value={mapping[column] ?? ''} onChange={(event) => change(column, event.target.value)}>
                    <option value="">— not used —</option>
                    {targets.map((target) => (
                      <option key={target.name} value={target.name}>
                        {target.label}
                        {required.has(target.field) && !target.variable ? ' *' : ''}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {missing.length > 0 && <ProblemList problems={missing} label="Mapping problems" />}
      {unused.length > 0 && (
        <div className="data-unmapped" role="group" aria-label="Fields without a column">
          <p className="data-error">
            No column fills {unused.map(({ field }) => `“${field.name}”`).join(', ')}: {unused.length === 1 ? 'it prints' : 'they print'} empty for every record.
          </p>
          {unused.some(({ field }) => hasSample(field.content)) && (
            <p className="data-note">Map a column above, or keep the sample as fixed content (printed on every record; undo brings the field back):</p>
          )}
          {unused
            .filter(({ field }) => hasSample(field.content))
            .map(({ field }) => (
              <button key={field.name} type="button" onClick={() => designer.run(keepSampleAsFixed, { names: [field.name] })}>
                Keep “{field.name}” sample as fixed content
              </button>
            ))}
        </div>
      )}
    </div>
  );
}
