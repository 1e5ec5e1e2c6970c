import { describe, expect, it } from 'vitest';
import { openApp } from './support/browser';

describe('the app', () => {
  it('opens offline with no request outside its origin and no page error', async () => {
    // with its service worker, which registers from the app's own module without a page error (issue #21)
    const app = await openApp('', { serviceWorkers: 'allow' });
    try {
      await app.page.getByRole('heading', { name: 'Platen' }).waitFor();
      expect(app.foreignRequests).toEqual([]);
      expect(app.pageErrors).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
