/**
 * Installs the app for offline use (issue #21): registers the service worker that vite.pwa.ts builds, from our own
 * module (the CSP allows no inline script), and tells the open app when a newer version is waiting.
 *
 * A new version never takes over by itself: its worker waits (registerType 'prompt') until the user presses Reload in
 * the update notice; then the open template and the data session are written to IndexedDB first, the waiting worker
 * is told to take over, and the page reloads into it. Browsers check for a new version on each navigation; an app
 * left open also checks hourly and whenever its tab is shown again.
 */
import { createStore, useStore } from '../store/observable';

/** How often (ms) an open app asks the server for a newer service worker. */
const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

/** The registration, once made; null where there is none (dev server, no service worker support). */
const registrationStore = createStore<ServiceWorkerRegistration | null>(null);
/** True while a newer version is installed and waiting for the user's word. */
const updateReady = createStore(false);
/** True once a service worker controls this page: the app then opens without a network. */
const controlled = createStore(false);

/** Registers the service worker after the page has loaded, so installing it does not compete with the first paint. */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  controlled.set(navigator.serviceWorker.controller !== null);
  navigator.serviceWorker.addEventListener('controllerchange', () => controlled.set(true));
  const start = () => void register().catch(() => undefined); // no service worker: the app still runs online
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register(): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/', type: 'classic' });
  registrationStore.set(registration);
  // A worker installed while an older one controls this page is an update; the first install is not.
  const offer = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) updateReady.set(true);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  const check = () => void registration.update().catch(() => undefined); // offline: the next check tries again
  setInterval(check, UPDATE_CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Moves the page to the waiting version: `saveOpenWork` first (autosave and data session), then the waiting worker
 * takes over and the page reloads. When another tab already moved to it, this page just reloads.
 */
export async function reloadIntoNewVersion(saveOpenWork: () => Promise<void>): Promise<void> {
  await saveOpenWork();
  const waiting = registrationStore.get()?.waiting;
  if (!waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  // the message vite-plugin-pwa's generated worker answers with skipWaiting()
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** True while a newer version of the app is waiting for the user's Reload. */
export const useUpdateReady = (): boolean => useStore(updateReady, (ready) => ready);

/** True once a service worker controls the page (the app itself is saved for offline use). */
export const useAppOffline = (): boolean => useStore(controlled, (value) => value);
