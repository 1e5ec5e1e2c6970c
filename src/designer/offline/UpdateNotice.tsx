/**
 * "A new version of Platen is ready — Reload" (issue #21): shown while a newer service worker waits. Reload saves
 * the open template and the data session before the new version takes over, so both are open again after it.
 */
import { useState } from 'react';
import { saveDataSessionNow } from '../dataPanel/sessionPersistence';
import { library } from '../library/instance';
import { reloadIntoNewVersion, useUpdateReady } from './serviceWorker';
import './offline.css';

async function saveOpenWork(): Promise<void> {
  await Promise.all([library.flush(), saveDataSessionNow()]);
}

export function UpdateNotice() {
  const ready = useUpdateReady();
  const [reloading, setReloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The live region is always there, so a screen reader hears the notice when it appears.
  return (
    <div className="update-notice" role="status" aria-label="App update">
      {ready ? (
        <>
          <span>{failure ?? 'A new version of Platen is ready.'}</span>
          <button
            type="button"
            className="update-notice__button"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              reloadIntoNewVersion(saveOpenWork).catch((error: unknown) => {
                // nothing is reloaded unless the open work was saved
                setFailure(`Could not save your open work before reloading (${(error as Error).message}); nothing was reloaded.`);
                setReloading(false);
              });
            }}
          >
            {reloading ? 'Saving…' : 'Reload'}
          </button>
        </>
      ) : null}
    </div>
  );
}
