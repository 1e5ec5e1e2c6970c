/** The template's name, edited in place; committed on Enter or blur as one undo entry. */
import { useEffect, useState } from 'react';
import { setTemplateMeta } from '../../templates/commands';
import { designer, useDoc } from '../store';

export function TemplateName() {
  const name = useDoc((doc) => doc.platen?.name ?? 'Untitled template');
  const [draft, setDraft] = useState(name);
  useEffect(() => setDraft(name), [name]);
  const commit = () => {
    const next = draft.trim();
    if (next && next !== name) designer.run(setTemplateMeta, { patch: { name: next } });
    else setDraft(name);
  };
  return (
    <input
      className="topbar__name"
      aria-label="Template name"
      value={draft}
      spellCheck={false}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') {
          setDraft(name);
          requestAnimationFrame(() => (event.target as HTMLInputElement).blur());
        }
      }}
    />
  );
}
