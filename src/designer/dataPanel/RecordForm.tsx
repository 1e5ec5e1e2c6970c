/** Form: the current record, one input per field. Edits stay in the session (not history) and show on the canvas. */
import type { DataRecord } from '../../templates/types';
import { dataSession, useDataSession } from './dataSession';
import { FieldInput } from './fieldInputs';
import type { SessionRecords } from './useSessionRecords';

export function RecordForm({ session }: { session: SessionRecords }) {
  const row = useDataSession((s) => s.row);
  const hasEdits = useDataSession((s) => !!s.edits[s.row]);
  const record: DataRecord = session.recordAt(row) ?? {};
  if (session.fields.length === 0) return <p className="data-note">This template has no fields that take data.</p>;
  const change = (name: string, value: string) =>
    dataSession.set((s) => ({ edits: { ...s.edits, [s.row]: { ...(s.edits[s.row] ?? {}), [name]: value } } }));
  return (
    <form className="data-section data-form" aria-label="Record form" onSubmit={(event) => event.preventDefault()}>
      {session.fields.map((dataField) => (
        <FieldInput key={dataField.field.name} dataField={dataField} value={record[dataField.field.name] ?? ''} onChange={(value) => change(dataField.field.name, value)} />
      ))}
      {hasEdits && (
        <button
          type="button"
          onClick={() =>
            dataSession.set((s) => {
              const edits = { ...s.edits };
              delete edits[s.row];
              return { edits };
            })
          }
        >
          Undo my edits to this record
        </button>
      )}
    </form>
  );
}
