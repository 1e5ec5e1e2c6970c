/**
 * Share link in the browser (issue #21): the open template as a link (src/templates/shareLink.ts is the codec), and a
 * link opened on start or on hashchange imported through the same import as a file, into the library as a new entry.
 * The fragment is cleared first, so a reload does not import it twice; a broken link is a message, never a crash, and
 * the open template stays.
 */
import { decodeShareFragment, isShareFragment, makeShareLink, type ShareLinkResult } from '../../templates/shareLink';
import { setLayout } from '../topbar/layoutState';
import { library } from './instance';

/** What a link with no name of its own is called in the library and in messages. */
const SHARED_NAME = 'Shared template';

/** A link to this page that opens the open template (all changes saved first), or why it is too large. */
export async function shareLinkOfOpenTemplate(): Promise<ShareLinkResult> {
  const { text } = await library.openTemplateText();
  return makeShareLink(window.location.href, text);
}

/** Imports the template in the page's fragment, if there is one; afterwards the address holds no template. */
export async function openSharedLinkInAddress(): Promise<void> {
  const hash = window.location.hash;
  if (!isShareFragment(hash)) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  setLayout({ left: 'templates' });
  const opened = decodeShareFragment(hash);
  if (!opened.ok) return library.say({ text: opened.message, error: true });
  await library.importText(SHARED_NAME, opened.text, 'Opened the shared link');
}

/** Opens a shared link now (after the library has started) and whenever the fragment changes to one. */
export function followSharedLinks(): () => void {
  const onHashChange = () => void openSharedLinkInAddress();
  window.addEventListener('hashchange', onHashChange);
  void library.start().then(onHashChange);
  return () => window.removeEventListener('hashchange', onHashChange);
}
