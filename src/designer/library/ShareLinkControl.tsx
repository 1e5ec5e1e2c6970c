/**
 * Share link (issue #21): the open template as a link whose fragment carries it, copied to the clipboard and shown
 * for copying by hand (the clipboard may be refused); a template too large for a link says its size and what to do.
 */
import { useState } from 'react';
import type { ShareLinkResult } from '../../templates/shareLink';
import { shareLinkOfOpenTemplate } from './sharedLink';

type Shown = { kind: 'link'; url: string; copied: boolean } | { kind: 'tooLarge'; message: string } | null;

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareLinkControl() {
  const [shown, setShown] = useState<Shown>(null);
  const share = async () => {
    const result: ShareLinkResult = await shareLinkOfOpenTemplate();
    if (!result.ok) return setShown({ kind: 'tooLarge', message: result.message });
    setShown({ kind: 'link', url: result.url, copied: await copy(result.url) });
  };
  return (
    <div className="library__share">
      <button type="button" onClick={() => void share()}>
        Share link
      </button>
      {shown?.kind === 'link' && (
        <>
          <p className="panel__note" role="status">
            {shown.copied ? 'Link copied. ' : 'Copy the link below. '}
            The template travels inside the link (after the “#”, which browsers never send to a server); whoever opens it gets
            their own copy.
          </p>
          <input type="text" readOnly aria-label="Link to this template" value={shown.url} onFocus={(e) => e.currentTarget.select()} />
        </>
      )}
      {shown?.kind === 'tooLarge' && (
        <p className="panel__error" role="alert">
          {shown.message}
        </p>
      )}
    </div>
  );
}
