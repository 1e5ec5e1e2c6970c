// A badge designed, filled from a CSV and printed with the keyboard alone (issue #19): no mouse, no test hook.
// Only the operating system's file picker is stood in for: the button that opens it is pressed by keyboard.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/readBack';
import { openApp, type OpenedApp } from './support/browser';

const CSV = join(mkdtempSync(join(tmpdir(), 'platen-keyboard-')), 'guests.csv');
writeFileSync(CSV, 'name,code\nAda Lovelace,GUEST-0001\nGrace Hopper,GUEST-0002\n');

/** "X field ‘n’ at 20 × 30 mm, 60 × 10 mm" → its numbers. */
function placeOf(announcement: string): { x: number; y: number; width: number; height: number } {
  const m = /at ([\d.]+) × ([\d.]+) mm, ([\d.]+) × ([\d.]+) mm/.exec(announcement);
  if (!m) throw new Error(`no place in “${announcement}”`);
  return { x: Number(m[1]), y: Number(m[2]), width: Number(m[3]), height: Number(m[4]) };
}

describe('keyboard only', () => {
  let app: OpenedApp;
  let page: Page;
  const announced = () => page.getByRole('status', { name: 'Selection' }).textContent().then((t) => t ?? '');
  const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

  /** Presses Tab (or Shift+Tab) until `target` has focus, as a person tabs until they reach it. */
  async function tabTo(target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
    await target.waitFor();
    for (let presses = 0; presses < 120; presses++) {
      if (await hasFocus(target)) return;
      await page.keyboard.press(key);
    }
    throw new Error(`${key} never reached ${target}`);
  }

  /** Moves through a tab list with the arrow keys until `name` is the open tab. */
  async function openTab(list: Locator, name: string, key: 'Tab' | 'Shift+Tab' = 'Tab') {
    await tabTo(list.getByRole('tab', { selected: true }), key);
    const wanted = list.getByRole('tab', { name, exact: true });
    for (let presses = 0; presses < 6 && (await wanted.getAttribute('aria-selected')) !== 'true'; presses++) await page.keyboard.press('ArrowRight');
    expect(await wanted.getAttribute('aria-selected')).toBe('true');
  }

  /** Renames the focused field in Properties, then comes back to it on the canvas. */
  async function nameSelectedField(name: string) {
    await openTab(page.getByRole('tablist', { name: 'Right sidebar' }), 'Properties');
    const nameBox = page.getByRole('region', { name: 'Properties' }).getByRole('textbox', { name: 'Name', exact: true });
    await tabTo(nameBox);
    await page.keyboard.press('Control+a');
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    await tabTo(page.getByRole('region', { name: 'Page 1' }).getByRole('button', { name, exact: true }), 'Shift+Tab');
  }

  beforeAll(async () => {
    app = await openApp();
    page = app.page;
    await page.getByRole('region', { name: 'Page 1' }).getByRole('button', { name: 'companyName', exact: true }).waitFor();
  });
  afterAll(async () => {
    expect(app.foreignRequests).toEqual([]);
    await app?.close();
  });

  it('starts a blank template from the Templates tab', async () => {
    const left = page.getByRole('tablist', { name: 'Fields and templates' }).or(page.getByRole('complementary', { name: 'Fields and templates' }).getByRole('tablist'));
    await openTab(left.first(), 'Templates');
    await tabTo(page.getByRole('button', { name: 'New blank template', exact: true }));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('region', { name: 'Page 1' }).getByRole('button').count()).toBe(0);
  });

  it('adds a Text field from the palette with Enter, moves and resizes it with arrows, types its sample', async () => {
    const left = page.getByRole('complementary', { name: 'Fields and templates' }).getByRole('tablist');
    await openTab(left, 'Fields', 'Shift+Tab');
    await tabTo(page.getByRole('region', { name: 'Fields' }).getByRole('button', { name: 'Text', exact: true }));
    await page.keyboard.press('Enter');
    const field = page.getByRole('region', { name: 'Page 1' }).getByRole('button', { name: 'text', exact: true });
    await expect.poll(() => hasFocus(field)).toBe(true);
    await expect.poll(announced).toMatch(/^Text field ‘text’ at [\d.]+ × [\d.]+ mm, [\d.]+ × [\d.]+ mm$/);
    const start = placeOf(await announced());

    // up 50 mm (Shift: 10 mm a press), left 3 mm, 20 mm wider (Alt+Shift), 2 mm taller (Alt)
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowUp');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 2; i++) await page.keyboard.press('Alt+Shift+ArrowRight');
    for (let i = 0; i < 2; i++) await page.keyboard.press('Alt+ArrowDown');
    // the move, in words, in the live region
    const moved = { x: start.x - 3, y: start.y - 50, width: start.width + 20, height: start.height + 2 };
    await expect.poll(announced).toBe(`Text field ‘text’ at ${moved.x} × ${moved.y} mm, ${moved.width} × ${moved.height} mm`);

    await page.keyboard.press('Enter');
    const editor = page.getByRole('textbox', { name: 'Text of text' });
    await expect.poll(() => hasFocus(editor)).toBe(true);
    await page.keyboard.type('Guest name');
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => hasFocus(field)).toBe(true);
    await expect.poll(() => field.locator('xpath=..').innerText()).toContain('Guest name');
    await nameSelectedField('name');
    await expect.poll(announced).toBe(`Text field ‘name’ at ${moved.x} × ${moved.y} mm, ${moved.width} × ${moved.height} mm`);
  });

  it('adds a QR code the same way and moves it below the name', async () => {
    await tabTo(page.getByRole('region', { name: 'Fields' }).getByRole('button', { name: 'QR code', exact: true }), 'Shift+Tab');
    await page.keyboard.press(' ');
    const qr = page.getByRole('region', { name: 'Page 1' }).getByRole('button', { name: 'qrcode', exact: true });
    await expect.poll(() => hasFocus(qr)).toBe(true);
    await expect.poll(announced).toMatch(/^QR code field ‘qrcode’ at /);
    const start = placeOf(await announced());
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(announced).toMatch(new RegExp(`^QR code field ‘qrcode’ at ${start.x} × ${start.y + 30} mm, `));
    await nameSelectedField('code');
    // Tab and Shift+Tab go from field to field on the canvas
    await page.keyboard.press('Shift+Tab');
    await expect.poll(announced).toMatch(/^Text field ‘name’ at /);
    await page.keyboard.press('Tab');
    await expect.poll(announced).toMatch(/^QR code field ‘code’ at /);
  });

  it('imports a CSV through the Data tab and prints one merged PDF holding its names', async () => {
    await openTab(page.getByRole('tablist', { name: 'Right sidebar' }), 'Data');
    const data = page.getByRole('region', { name: 'Data' });
    await tabTo(data.getByRole('button', { name: 'Choose data file…' }));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(CSV);
    await expect.poll(() => data.getByRole('status', { name: 'Imported data' }).textContent()).toContain('guests.csv — 2 rows, 2 columns');

    await openTab(data.getByRole('tablist', { name: 'Data steps' }), 'Batch', 'Shift+Tab');
    // Tab stops on the checked choice of a radio group; arrows change it
    const merged = data.getByRole('radio', { name: 'One merged PDF' });
    await tabTo(data.getByRole('group', { name: 'Output' }).getByRole('radio', { checked: true }));
    for (let presses = 0; presses < 3 && !(await merged.isChecked()); presses++) await page.keyboard.press('ArrowUp');
    expect(await merged.isChecked()).toBe(true);
    await tabTo(data.getByRole('button', { name: 'Start batch of 2' }));
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.keyboard.press('Enter');
    const text = await pdfText(await (await download).path());
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Grace Hopper');
  });
});
