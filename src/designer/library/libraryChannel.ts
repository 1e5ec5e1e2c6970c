/** The tabs of the app telling each other which template they saved (BroadcastChannel: same origin only). */
import type { LibraryChannel } from './tabSync';

const CHANNEL_NAME = 'platen-library';

/** A channel between this tab and the app's other tabs; a browser without BroadcastChannel gets none. */
export function createLibraryChannel(): LibraryChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    announce(templateId) {
      channel.postMessage({ saved: templateId });
    },
    listen(onSaved) {
      channel.addEventListener('message', (event: MessageEvent<{ saved?: unknown }>) => {
        if (typeof event.data?.saved === 'string') onSaved(event.data.saved);
      });
    },
  };
}
