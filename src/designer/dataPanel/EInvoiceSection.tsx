/**
 * E-invoice (issue #18): whether the template issues Factur-X invoices (profile EN 16931), where each business term
 * comes from (a column or field, or a fixed value), and the current record's XML with its EN 16931 checks in plain
 * words. Every change is one undoable command (setEInvoiceBinding); the reading and checking is src/templates/einvoice.
 */
import { useMemo } from 'react';
import { withColumns } from '../../data/records';
import { setEInvoiceBinding } from '../../templates/commands/setEInvoiceBinding';
import { ciiXml, einvoiceBinding, HEADER_TERMS, recordInvoice, suggestedBinding, type EInvoiceBinding, type HeaderTerm } from '../../templates/einvoice';
import { withHeaderTerm, type TermSource } from '../../templates/einvoice/binding';
import { designer, useDoc } from '../store';
import { useDataSession } from './dataSession';
import type { SessionRecords } from './useSessionRecords';

const FIXED = '\u0000fixed';

function TermRow({ term, binding, names }: { term: HeaderTerm; binding: EInvoiceBinding; names: string[] }) {
  const info = HEADER_TERMS[term];
  const source = binding.terms[term];
  const choice = !source ? '' : 'fixed' in source ? FIXED : source.column;
  const set = (next: TermSource | undefined) => designer.run(setEInvoiceBinding, { binding: withHeaderTerm(binding, term, next) });
  const label = `${info.label} (${info.bt})`;
  return (
    <tr>
      <th scope="row">
        {info.label} <span className="data-sample">{info.bt}</span>
      </th>
      <td>
        <select
          aria-label={`Source of ${label}`}
          value={choice}
          onChange={(event) => {
            const value = event.target.value;
            set(value === '' ? undefined : value === FIXED ? { fixed: '' } : { column: value });
          }}
        >
          <option value="">— not given —</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          {source && 'column' in source && !names.includes(source.column) && <option value={source.column}>{source.column} (not in the data)</option>}
          <option value={FIXED}>Fixed value…</option>
        </select>
        {source && 'fixed' in source && (
          <input
            key={source.fixed}
            aria-label={`Fixed value of ${label}`}
            defaultValue={source.fixed}
            onBlur={(event) => event.target.value !== source.fixed && set({ fixed: event.target.value })}
            onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
          />
        )}
      </td>
    </tr>
  );
}

export function EInvoiceSection({ session }: { session: SessionRecords }) {
  const template = useDoc((doc) => doc);
  const row = useDataSession((s) => s.row);
  const binding = einvoiceBinding(template);
  const columns = session.table?.columns;
  const names = useMemo(() => [...new Set([...(columns ?? []), ...session.fields.map(({ field }) => field.name)])], [columns, session.fields]);
  // The record as a batch reads it: the fields' values over every column of the row (src/data/records.ts withColumns).
  const record = withColumns(session.recordAt(row) ?? {}, session.table?.rows[row]);
  const read = binding ? recordInvoice(template, record) : null;
  const profile = binding ? 'EN16931' : '';
  const choose = (value: string) =>
    designer.run(setEInvoiceBinding, { binding: value === 'EN16931' ? suggestedBinding(template, columns ?? []) : null });
  return (
    <div className="data-section einvoice-section">
      <label>
        Profile{' '}
        <select aria-label="E-invoice profile" value={profile} onChange={(event) => choose(event.target.value)}>
          <option value="">None (no e-invoice)</option>
          <option value="EN16931">Factur-X / ZUGFeRD EN 16931</option>
        </select>
      </label>
      {!binding && <p className="data-note">Choose a profile to issue each record as a Factur-X invoice: a PDF/A-3 with its XML inside.</p>}
      {binding && read && (
        <>
          <section aria-label="E-invoice checks">
            <h3 className="data-subtitle">Checks for {session.rowLabel(row).toLowerCase()}</h3>
            {read.findings.length === 0 ? (
              <p className="data-note">No problems: this record is a valid EN 16931 invoice.</p>
            ) : (
              <ul className="data-problems">
                {read.findings.map((finding, i) => (
                  <li key={i} className={finding.severity === 'error' ? 'data-error' : 'data-warning'}>
                    {finding.message}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <table className="data-table data-table--mapping" aria-label="E-invoice terms">
            <thead>
              <tr>
                <th scope="col">Business term</th>
                <th scope="col">Comes from</th>
              </tr>
            </thead>
            <tbody>
              {(Object.keys(HEADER_TERMS) as HeaderTerm[]).map((term) => (
                <TermRow key={term} term={term} binding={binding} names={names} />
              ))}
            </tbody>
          </table>
          <p className="data-note">
            Lines come from {'table' in binding.lines.from ? `the table “${binding.lines.from.table}”` : `the column “${binding.lines.from.column}”`}:{' '}
            {Object.entries(binding.lines.terms)
              .map(([term, source]) => `${term} ← ${'column' in source ? `“${source.column}”` : `“${source.fixed}” (fixed)`}`)
              .join(', ') || 'no line terms yet'}
            .
          </p>
          <pre className="einvoice-xml" aria-label="Factur-X XML" tabIndex={0}>
            {ciiXml(read.invoice, read.totals)}
          </pre>
        </>
      )}
    </div>
  );
}
