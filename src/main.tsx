import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './designer/App';
import { registerServiceWorker } from './designer/offline/serviceWorker';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Offline and installable after the first visit (issue #21); `npm run dev` has no service worker (vite.pwa.ts).
if (import.meta.env.PROD) registerServiceWorker();
