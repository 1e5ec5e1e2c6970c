// Opening a template file as a user does: Templates → "Import a pdfme template (.json)" and the file chooser.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Template } from '../../../src/templates/types';
import { openTab } from './designerPage';

/** Imports `template` as the file `fileName` through the library's file chooser and waits until it is open. */
export async function importTemplateFile(page: Page, fileName: string, template: Template): Promise<void> {
  await openTab(page, 'Templates');
  const library = page.getByRole('region', { name: 'Templates' });
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), library.getByText('Import a pdfme template (.json)').click()]);
  await chooser.setFiles({ name: fileName, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(template)) });
  await expect.poll(() => library.getByRole('status').allTextContents()).toContainEqual(expect.stringContaining(`Imported “${fileName}”`));
}
