/** One saved template: open, rename inline, duplicate, delete (with confirm). */
import { useState } from 'react';
import type { TemplateSummary } from '../../templates/storage';
import { CopyIcon, PencilIcon, TrashIcon } from '../ui/icons';
import { library } from './instance';

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function LibraryRow({ record, open }: { record: TemplateSummary; open: boolean }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(record.name);
  const commit = () => {
    setEditing(false);
    if (draft.trim() && draft.trim() !== record.name) void library.rename(record.id, draft);
  };
  return (
    <li className="library__item" aria-current={open || undefined}>
      {editing ? (
        <input
          type="text"
          autoFocus
          aria-label={`New name for ${record.name}`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            if (e.key === 'Escape') setEditing(false);
          }}
        />
      ) : (
        <button type="button" className="library__open" aria-label={`Open ${record.name}, ${time.format(record.updatedAt)}`} title={`Edited ${time.format(record.updatedAt)}`} onClick={() => void library.open(record.id)}>
          {record.name}{' '}
          <span className="library__time">{time.format(record.updatedAt)}</span>
        </button>
      )}
      <button
        type="button"
        className="icon-button"
        aria-label={`Rename ${record.name}`}
        onClick={() => {
          setDraft(record.name);
          setEditing(true);
        }}
      >
        <PencilIcon />
      </button>
      <button type="button" className="icon-button" aria-label={`Duplicate ${record.name}`} onClick={() => void library.duplicate(record.id)}>
        <CopyIcon />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={`Delete ${record.name}`}
        onClick={() => {
          if (window.confirm(`Delete “${record.name}” from the library? This cannot be undone.`)) void library.remove(record.id);
        }}
      >
        <TrashIcon />
      </button>
    </li>
  );
}
