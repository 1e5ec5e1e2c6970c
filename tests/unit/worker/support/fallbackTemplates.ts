/** Read-back helpers for the font fallback tests: pdffonts' table and pdftotext's word boxes (pt, top-left origin). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Template } from '../../../../src/templates/types';

const scratch = mkdtempSync(join(tmpdir(), 'platen-fallback-'));
let fileNo = 0;

function toFile(pdf: Uint8Array): string {
  const file = join(scratch, `doc-${(fileNo += 1)}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

export interface EmbeddedFont {
  name: string;
  embedded: boolean;
  subset: boolean;
}

/** pdffonts' rows: BaseFont name, emb and sub columns. */
export function pdfFonts(pdf: Uint8Array): EmbeddedFont[] {
  const lines = execFileSync('pdffonts', [toFile(pdf)], { encoding: 'utf8' }).trim().split('\n').slice(2);
  return lines.map((line) => {
    const cells = line.trim().split(/\s+/);
    // name type… encoding emb sub uni object ID: the last five cells are fixed
    const [emb, sub] = cells.slice(-5, -3);
    return { name: cells[0], embedded: emb === 'yes', subset: sub === 'yes' };
  });
}

/** pdftotext's text (reading order, no layout). */
export function pdfText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', [toFile(pdf), '-'], { encoding: 'utf8' });
}

export interface WordBox {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
}

/** Every word pdftotext finds, with its box in pt from the page's top-left corner. */
export function pdfWords(pdf: Uint8Array): WordBox[] {
  const html = execFileSync('pdftotext', ['-bbox', toFile(pdf), '-'], { encoding: 'utf8' });
  const words: WordBox[] = [];
  for (const match of html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)) {
    words.push({ xMin: Number(match[1]), yMin: Number(match[2]), xMax: Number(match[3]), text: match[4] });
  }
  return words;
}

/** A blank A4 template with one Roboto text field per name, 14 mm apart. */
export function textFields(names: string[], field: Record<string, unknown> = {}): Template {
  return {
    basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] },
    schemas: [
      names.map((name, index) => ({
        name,
        type: 'text',
        position: { x: 10, y: 10 + index * 14 },
        width: 150,
        height: 12,
        fontSize: 14,
        fontName: 'Roboto',
        ...field,
      })),
    ],
  } as unknown as Template;
}
