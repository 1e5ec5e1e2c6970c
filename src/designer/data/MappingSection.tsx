/** Mapping: each data column and the field it fills; changes are saved with the template (one undo entry each). */
import { isFieldMapped, mappingTargets, unmappedRequired, withColumnMapped } from '../../data/mapping';
import { setMapping } from '../../templates/commands/setMapping';
import { designer, useDoc } from '../store';
import { ProblemList } from './ProblemList';
import type { SessionRecords } from './useSessionRecords';

export function MappingSection({ session }: { session: SessionRecords }) {
  const { table, fields, mapping } = session;
  const template = useDoc((doc) => doc);
  if (!table) return <p className="data-note">Import data first; its columns are matched to fields by name.</p>;
  const missing = unmappedRequired(template, mapping);
  const unused = fields.filter(({ field }) => !isFieldMapped(mapping, field.name));
  const targets = mappingTargets(fields);
  const required = new Set(fields.filter(({ field }) => field.required).map(({ field }) => field.name));
  const change = (column: string, field: string) => designer.run(setMapping, { mapping: withColumnMapped(mapping, column, field) });
  return (
    <div className="data-section">
      <table className="data-table" aria-label="Column mapping">
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">First value</th>
            <th scope="col">Fills field</th>
          </tr>
        </thead>
        <tbody>
          {table.columns.map((column) => (
            <tr key={column}>
              <th scope="row">{column}</th>
              <td className="data-sample">{table.rows[0]?.[column] ?? ''}</td>
              <td>
                <select aria-label={`Field for column ${column}`} value={mapping[column] ?? ''} onChange={(event) => change(column, event.target.value)}>
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
          ))}
        </tbody>
      </table>
      {missing.length > 0 && <ProblemList problems={missing} label="Mapping problems" />}
      {unused.length > 0 && (
        <p className="data-note">
          Fields without a column (printed empty): {unused.map(({ field }) => field.name).join(', ')}
        </p>
      )}
    </div>
  );
}
