import { describe, expect, it } from 'vitest';
import { openApp } from './support/browser';

describe('the app', () => {
  it('opens offline with no request outside its origin and no page error', async () => {
    const app = await openApp();
    try {
      await app.page.getByRole('heading', { name: 'Platen' }).waitFor();
      expect(app.foreignRequests).toEqual([]);
      expect(app.pageErrors).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
