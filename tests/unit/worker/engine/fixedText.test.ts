/**
 * fixedText.ts fills a read-only text's bare-name placeholders whose values are numbers (the page numbers) itself and
 * gives every other text to pdfme's replacePlaceholders. Whatever it answers must be what pdfme answers, for any text
 * a user could type into a fixed text and any record: pdfme is the oracle here, on texts made of the pieces where the
 * two could part (spacing inside braces, names pdfme reads as keywords, strings that parse as JSON, braces left open,
 * nested braces, expressions, names the record lacks, a record value named like pdfme's own `date`).
 */
import { replacePlaceholders, type Schema } from '@pdfme/common';
import { describe, expect, it } from 'vitest';
import { MAX_FIELD_TEXT_CHARS } from '../../../../src/templates/textLimit';
import { filledPlaceholders, fixedTextOf, numbersFilledIn } from '../../../../src/worker/engine/fixedText';

const PIECES = [
  'Page ', ' of ', '{currentPage}', '{ totalPages }', '{\ttotalPages\n}', '{count}', '{price}', '{name}', '{json}',
  '{quoted}', '{missing}', '{true}', '{this}', '{null}', '{typeof}', '{undefined}', '{Math}', '{date}', '{dateTime}',
  '{currentPage + 1}', '{totalPages * 2}', '{name.length}', '{{currentPage}}', '{ currentPage', 'totalPages }', '{', '}',
  '{}', '{ }', '{1}', '{_x}', '{$y}', '{über}', '{fixedLabel}', '{count}{count}', '—', '',
];

/** A record with page numbers as OutputDocument passes it, and values of every kind pdfme's context might hold. */
const variables: Record<string, unknown> = {
  currentPage: 2,
  totalPages: 12,
  count: -0,
  price: 1.5e21,
  _x: 0.1 + 0.2,
  $y: Number.NaN,
  true: 7,
  this: 8,
  typeof: 9,
  Math: 3,
  date: 5,
  über: 4,
  name: 'Ada',
  json: '[1, 2]',
  quoted: '"quoted"',
};

const schemas = [[{ name: 'fixedLabel', type: 'text', readOnly: true, content: 'Label {currentPage}', position: { x: 0, y: 0 }, width: 10, height: 10 } as Schema]];

/** Texts of 1–5 pieces, with a fixed seed. */
function sampleTexts(count: number): string[] {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const texts = [...PIECES, 'Page {currentPage} of {totalPages}'];
  while (texts.length < count) {
    const parts = 1 + Math.floor(random() * 5);
    texts.push(Array.from({ length: parts }, () => PIECES[Math.floor(random() * PIECES.length)]).join(''));
  }
  return texts;
}

describe('fixed text placeholders', () => {
  it('fills every text as pdfme does, and fills page numbers without pdfme', () => {
    let ownAnswers = 0;
    for (const content of sampleTexts(3000)) {
      const expected = replacePlaceholders({ content, variables, schemas });
      expect(filledPlaceholders(content, variables, schemas), content).toBe(expected);
      const own = numbersFilledIn(content, variables);
      if (own !== undefined) {
        ownAnswers += 1;
        expect(own, content).toBe(expected);
      }
    }
    // the shortcut is taken for a good share of the texts, so the comparison above tests it
    expect(ownAnswers).toBeGreaterThan(300);
  });

  it('fills the page footer itself and leaves strings, expressions, keywords and open braces to pdfme', () => {
    expect(numbersFilledIn('Page {currentPage} of { totalPages }', variables)).toBe('Page 2 of 12');
    expect(numbersFilledIn('No placeholders } here', variables)).toBe('No placeholders } here');
    for (const content of ['{name}', '{json}', '{currentPage + 1}', '{true}', '{missing}', '{ currentPage', '{{currentPage}}', '{über}']) {
      expect(numbersFilledIn(content, variables), content).toBeUndefined();
    }
  });

  it('still fails a text too long to print', () => {
    const schema = { ...schemas[0][0], content: `${'x'.repeat(MAX_FIELD_TEXT_CHARS)}{currentPage}` } as Schema;
    expect(() => fixedTextOf(schema, variables, schemas)).toThrow();
  });
});
