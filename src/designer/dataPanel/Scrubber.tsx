/** Previous / next / jump to record N: the canvas and preview show the chosen record. */
import { useEffect, useState } from 'react';
import { dataSession, useDataSession } from './dataSession';

export function goToRow(row: number, count: number): void {
  dataSession.set({ row: Math.max(0, Math.min(count - 1, row)) });
}

export function Scrubber({ count, rowLabel }: { count: number; rowLabel: (row: number) => string }) {
  const row = useDataSession((s) => s.row);
  const [typed, setTyped] = useState(String(row + 1));
  useEffect(() => setTyped(String(row + 1)), [row]);
  if (count === 0) return null;
  return (
    <div className="data-scrubber" role="group" aria-label="Record">
      <button type="button" aria-label="Previous record" disabled={row <= 0} onClick={() => goToRow(row - 1, count)}>
        <svg viewBox="0 0 12 12" aria-hidden="true" className="data-icon"><path d="M7.5 2.5 4 6l3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.5" /></svg>
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const n = Number.parseInt(typed, 10);
          if (Number.isFinite(n)) goToRow(n - 1, count);
          else setTyped(String(row + 1));
        }}
      >
        <input
          className="data-scrubber__input"
          style={{ width: `${Math.max(3, String(count).length) + 3}ch` }}
          aria-label="Record number"
          inputMode="numeric"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => {
            const n = Number.parseInt(typed, 10);
            if (Number.isFinite(n)) goToRow(n - 1, count);
            else setTyped(String(row + 1));
          }}
        />
      </form>
      <span className="data-note">of {count.toLocaleString()}</span>
      <button type="button" aria-label="Next record" disabled={row >= count - 1} onClick={() => goToRow(row + 1, count)}>
        <svg viewBox="0 0 12 12" aria-hidden="true" className="data-icon"><path d="M4.5 2.5 8 6 4.5 9.5" fill="none" stroke="currentColor" strokeWidth="1.5" /></svg>
      </button>
      <span className="data-note data-scrubber__where">{rowLabel(row)}</span>
    </div>
  );
}
