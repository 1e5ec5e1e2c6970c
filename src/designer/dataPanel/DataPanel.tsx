/**
 * The Data panel (issue 4): Import, Mapping, Form, Preflight, E-invoice (issue #18) and Batch, with the record scrubber above them.
 * Imported data and batch settings are session state (not undo history), kept per template in IndexedDB.
 */
import { useRef, type KeyboardEvent } from 'react';
import { BatchSection } from './BatchSection';
import { EInvoiceSection } from './EInvoiceSection';
import { ImportSection } from './ImportSection';
import { MappingSection } from './MappingSection';
import { PreflightSection } from './PreflightSection';
import { RecordForm } from './RecordForm';
import { Scrubber } from './Scrubber';
import { dataSession, useDataSession, type DataTab } from './dataSession';
import { useSessionRecords } from './useSessionRecords';
import { useAutoPreflight } from './useAutoPreflight';
import './data.css';

const TABS: DataTab[] = ['Import', 'Mapping', 'Form', 'Preflight', 'E-invoice', 'Batch'];
const setTab = (tab: DataTab) => dataSession.set({ tab });

export function DataPanel() {
  const session = useSessionRecords();
  useAutoPreflight(session);
  const tab = useDataSession((s) => s.tab);
  const problemCount = useDataSession((s) => s.preflight.problems.filter((p) => p.severity === 'error').length);
  const batchRunning = useDataSession((s) => s.batch.status === 'running');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const next = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const target = (next + TABS.length) % TABS.length;
    setTab(TABS[target]);
    tabRefs.current[target]?.focus();
  };

  return (
    <section className="data-panel" aria-label="Data">
      <header className="data-panel__header">
        <h2 className="data-panel__title">Data</h2>
        <Scrubber count={session.table ? session.count : 0} rowLabel={session.rowLabel} />
      </header>
      <div className="data-tabs" role="tablist" aria-label="Data steps" onKeyDown={onKeyDown}>
        {TABS.map((name, i) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`data-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`data-tabpanel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="data-tab"
            onClick={() => setTab(name)}
          >
            {name}
            {name === 'Preflight' && problemCount > 0 && <span className="data-badge" aria-label={`${problemCount} errors`}>{problemCount}</span>}
            {name === 'Batch' && batchRunning && <span className="data-dot" aria-label="running" />}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`data-tabpanel-${tab}`} aria-labelledby={`data-tab-${tab}`} className="data-tabpanel">
        {tab === 'Import' && <ImportSection />}
        {tab === 'Mapping' && <MappingSection session={session} />}
        {tab === 'Form' && <RecordForm session={session} />}
        {tab === 'Preflight' && <PreflightSection session={session} />}
        {tab === 'E-invoice' && <EInvoiceSection session={session} />}
        {tab === 'Batch' && <BatchSection session={session} />}
      </div>
    </section>
  );
}
