/**
 * Offline (issue #21): whether the app is saved in this browser, and "Make all fonts available offline (NN MB)" — the
 * fallback faces for Japanese, Chinese, Korean, Arabic… are otherwise downloaded the first time a text needs one.
 */
import { useEffect, useState } from 'react';
import type { OfflineFont } from './offlineFontList';
import { forgetOutdatedFonts, formatMegabytes, loadOfflineFontList, saveFontsOffline, savedFontUrls } from './fontCache';
import { useAppOffline } from './serviceWorker';

type FontsState =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'ready'; fonts: OfflineFont[]; saved: Set<string>; saving: boolean; error: string | null };

/** How often (ms) the open section re-reads which fonts are cached. */
const FONT_STATE_REFRESH_MS = 3000;

const totalBytes = (fonts: readonly OfflineFont[]) => fonts.reduce((sum, font) => sum + font.bytes, 0);

export function OfflineSection() {
  const appOffline = useAppOffline();
  const [state, setState] = useState<FontsState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setInterval> | undefined;
    void (async () => {
      const fonts = await loadOfflineFontList();
      if (!fonts) return live && setState({ kind: 'unavailable' });
      await forgetOutdatedFonts(fonts).catch(() => undefined);
      const refresh = async () => {
        const saved = await savedFontUrls(fonts);
        if (live) setState((s) => (s.kind === 'ready' ? (s.saving ? s : { ...s, saved }) : { kind: 'ready', fonts, saved, saving: false, error: null }));
      };
      await refresh();
      // The service worker caches a face when the canvas or a render first needs it: shown here within seconds.
      timer = setInterval(() => void refresh(), FONT_STATE_REFRESH_MS);
    })();
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  if (state.kind === 'unavailable') {
    return <p className="panel__note">Offline use comes with the built app (npm run build); the development server has none.</p>;
  }

  const saveAll = async (fonts: OfflineFont[]) => {
    setState((s) => (s.kind === 'ready' ? { ...s, saving: true, error: null } : s));
    try {
      await saveFontsOffline(fonts, (font) =>
        setState((s) => (s.kind === 'ready' ? { ...s, saved: new Set([...s.saved, font.url]) } : s)),
      );
      setState((s) => (s.kind === 'ready' ? { ...s, saving: false } : s));
    } catch (error) {
      setState((s) => (s.kind === 'ready' ? { ...s, saving: false, error: `${(error as Error).message}. Try again when online.` } : s));
    }
  };

  return (
    <div className="prop-grid">
      <p className="prop--wide panel__note" role="status">
        {appOffline ? 'Platen is saved in this browser and opens without a network.' : 'Saving Platen in this browser for offline use…'}
      </p>
      {state.kind === 'ready' ? <FontsLine state={state} onSaveAll={() => void saveAll(state.fonts)} /> : null}
    </div>
  );
}

function FontsLine({ state, onSaveAll }: { state: Extract<FontsState, { kind: 'ready' }>; onSaveAll: () => void }) {
  const { fonts, saved, saving, error } = state;
  const savedBytes = totalBytes(fonts.filter((font) => saved.has(font.url)));
  const allBytes = totalBytes(fonts);
  const complete = saved.size === fonts.length;
  return (
    <>
      <p className="prop--wide panel__note" role="status" aria-label="Fonts offline">
        {complete
          ? `All fonts are available offline (${formatMegabytes(allBytes)}).`
          : saving
            ? `Saving fonts for offline use: ${formatMegabytes(savedBytes)} of ${formatMegabytes(allBytes)}…`
            : `${saved.size} of ${fonts.length} fonts for other scripts are available offline (${formatMegabytes(savedBytes)} of ${formatMegabytes(allBytes)}); the others are downloaded when a text first needs them.`}
      </p>
      {complete ? null : (
        <button type="button" className="prop--wide" disabled={saving} onClick={onSaveAll}>
          Make all fonts available offline ({formatMegabytes(allBytes - savedBytes)})
        </button>
      )}
      {error ? (
        <p className="prop--wide prop__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
