/**
 * A plain text's expanded height without pdfme's async measuring (src/worker/engine/plainTextHeight.ts, issue #23):
 * staticForm.ts decides from it whether a record's text runs under a fixed field, so it must be pdfme's own number.
 * Each case here is measured both ways, plainTextHeight and pdfme's getDynamicLayoutForText (the sum of its heights),
 * over boxes of every inset and width (narrow ones cut words between characters) and values of every kind.
 */
import { describe, expect, it } from 'vitest';
import type { Schema } from '@pdfme/common';
import { getDynamicLayoutForText } from '@pdfme/schemas/texts';
import { RenderEngine } from '../../../../src/worker/engine/renderEngine';
import { plainTextHeight } from '../../../../src/worker/engine/plainTextHeight';
import type { PreparedTemplate } from '../../../../src/worker/engine/prepare';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';
import { invoiceRecord, invoiceTemplate } from '../../../../bench/fixtures/invoice';
import { SCRIPT_STRINGS } from '../../../fixtures/scripts/scriptStrings';

const VALUES = [
  'Customer 12 GmbH',
  '12 Market Square\n1011 Vienna',
  'A long paragraph that wraps over several lines of its box, with commas, full stops. And numbers 1,234.56.',
  '  leading spaces\n\n\nthree blank lines before',
  'Supercalifragilisticexpialidocious',
  'x',
  '안녕하세요 세계, 한국어 줄 바꿈',
  ...SCRIPT_STRINGS.slice(0, 6).map((entry) => entry.text),
];

function schemaWith(extra: Record<string, unknown>): Schema {
  return {
    name: 'measured', type: 'text', position: { x: 20, y: 30 }, width: 50, height: 10, content: '', fontSize: 10, alignment: 'left',
    verticalAlignment: 'top', lineHeight: 1, characterSpacing: 0, fontColor: '#000000', rotate: 0, opacity: 1, ...extra,
  } as Schema;
}

async function pdfmeHeight(schema: Schema, value: string, size: number, prepared: PreparedTemplate): Promise<number> {
  const measured = await getDynamicLayoutForText(value, {
    schema: { ...schema, overflow: 'expand', dynamicFontSize: undefined, fontSize: size } as Schema,
    basePdf: prepared.template.basePdf,
    options: { font: prepared.font },
    _cache: prepared.sharedCache,
  } as never);
  return measured.heights.reduce((sum, h) => sum + h, 0);
}

describe('plainTextHeight', () => {
  it('gives the height pdfme measures, for boxes of every inset and width and values of every kind', async () => {
    const engine = new RenderEngine(readFontFromNodeModules);
    await engine.renderMerged(invoiceTemplate(), [{ row: 0, record: invoiceRecord(0) }]); // the fonts loaded
    const prepared = (await engine.prepare(invoiceTemplate())) as PreparedTemplate;
    const looks: Record<string, unknown>[] = [
      {},
      { width: 1.5 }, // narrower than most characters: pdfme's holes
      { width: 12, lineHeight: 1.4, characterSpacing: 1 },
      { width: 80, lineHeight: 0.8, height: 4 },
      { padding: { top: 1, right: 2, bottom: 3, left: 4 }, borderWidth: { top: 0.5, right: 0.25, bottom: 0.75, left: 1 } },
      { width: 30, padding: { top: 2, bottom: 2 }, height: 30 },
    ];
    let taller = 0;
    let checked = 0;
    for (const look of looks) {
      for (const value of VALUES) {
        for (const size of [6, 10, 13.5]) {
          const schema = schemaWith(look);
          const ours = await plainTextHeight(schema, value, size, prepared.font as never, prepared.sharedCache);
          expect(ours, `${JSON.stringify(look)} ${value} ${size}`).toBe(await pdfmeHeight(schema, value, size, prepared));
          if ((ours ?? 0) > schema.height) taller += 1;
          checked += 1;
        }
      }
    }
    expect(checked).toBe(looks.length * VALUES.length * 3);
    expect(taller).toBeGreaterThan(checked / 3); // most cases run out of their box, where the lines' heights count
  });

  it('leaves Japanese, inline markdown and other field types to pdfme', async () => {
    const engine = new RenderEngine(readFontFromNodeModules);
    await engine.renderMerged(invoiceTemplate(), [{ row: 0, record: invoiceRecord(0) }]);
    const prepared = (await engine.prepare(invoiceTemplate())) as PreparedTemplate;
    const measure = (schema: Schema, value: string) => plainTextHeight(schema, value, 10, prepared.font as never, prepared.sharedCache);
    expect(await measure(schemaWith({}), '東京都千代田区')).toBeUndefined();
    expect(await measure(schemaWith({ readOnly: true, textFormat: 'inline-markdown' }), '**bold**')).toBeUndefined();
    expect(await measure(schemaWith({ type: 'date' }), '2026-11-28')).toBeUndefined();
  });
});
