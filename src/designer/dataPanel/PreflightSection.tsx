/** Preflight: every problem with its row and field; choosing one opens that record on the canvas with the field selected. */
import { useState } from 'react';
import { useDoc } from '../store';
import { useDataSession } from './dataSession';
import { runPreflightNow, showProblem } from './preflightActions';
import { SeverityIcon } from './ProblemList';
import type { SessionRecords } from './useSessionRecords';

const SHOWN = 500;

export function PreflightSection({ session }: { session: SessionRecords }) {
  const template = useDoc((doc) => doc);
  const preflight = useDataSession((s) => s.preflight);
  const [errorsOnly, setErrorsOnly] = useState(false);
  const stale = preflight.status === 'done' && (preflight.forSession !== session || preflight.forTemplate !== template);
  const problems = errorsOnly ? preflight.problems.filter((p) => p.severity === 'error') : preflight.problems;
  const errors = preflight.problems.filter((p) => p.severity === 'error').length;
  return (
    <div className="data-section">
      <div className="data-row">
        <button type="button" className="data-primary" disabled={preflight.status === 'running'} onClick={() => void runPreflightNow(template, session)}>
          {preflight.status === 'running' ? 'Checking…' : 'Check all records'}
        </button>
        <label className="data-check">
          <input type="checkbox" checked={errorsOnly} onChange={(event) => setErrorsOnly(event.target.checked)} />
          Errors only
        </label>
      </div>
      {preflight.status === 'failed' && <p className="data-error" role="alert">Preflight could not run: {preflight.message}</p>}
      {preflight.status === 'done' && (
        <p className="data-note" role="status">
          {preflight.problems.length === 0
            ? `All ${session.count.toLocaleString()} records look fine.`
            : `${errors} ${errors === 1 ? 'error' : 'errors'} and ${preflight.problems.length - errors} warnings in ${preflight.flaggedRows.length} flagged ${preflight.flaggedRows.length === 1 ? 'record' : 'records'}.`}
          {stale && ' The data changed since: check again.'}
        </p>
      )}
      {problems.length > 0 && (
        <table className="data-table data-table--problems" aria-label="Preflight problems">
          <thead>
            <tr>
              <th scope="col" aria-label="Severity" />
              <th scope="col">Row</th>
              <th scope="col">Field</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {problems.slice(0, SHOWN).map((problem, i) => {
              const row = typeof problem.path[1] === 'number' ? problem.path[1] : null;
              // a record's or the mapping's problem names its field by name; a template's by its place in the pages
              const [kind, page, index] = problem.path;
              const field = kind === 'schemas' && typeof page === 'number' && typeof index === 'number' ? (template.schemas[page]?.[index]?.name ?? '') : String(problem.path[2] ?? '');
              const text = problem.message;
              // The whole row opens the record (a mouse target as wide as the panel); the button in it is the
              // keyboard's way in, and its click bubbles to the row.
              return (
                <tr key={i} className={`data-problem--${problem.severity}`} data-opens={row === null ? undefined : true} onClick={row === null ? undefined : () => showProblem(problem)}>
                  <td><SeverityIcon severity={problem.severity} /></td>
                  <td>{row === null ? '—' : session.rowLabel(row)}</td>
                  <td className="data-table__field">{field}</td>
                  <td>
                    {row === null ? (
                      text
                    ) : (
                      <button type="button" className="data-link" title="Show this record on the canvas">
                        {text}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {problems.length > SHOWN && <p className="data-note">…and {(problems.length - SHOWN).toLocaleString()} more (download them from Batch after a run).</p>}
    </div>
  );
}
