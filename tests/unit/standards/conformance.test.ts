/**
 * The conformance layer without a validator (the PDFBox runs are in pdfa.test.ts): what the template says becomes
 * the document's title and standard, the XMP and Info say the same even for awkward titles, the /ID follows the
 * bytes, annotations become printable, and bad settings are named at their place.
 */
import { writeFileSync } from 'node:fs';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFString } from '@pdfme/pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { parseStandard, withStandard } from '../../../src/templates/documentStandard';
import type { Template } from '../../../src/templates/types';
import { validateTemplate } from '../../../src/templates/validate';
import { conformDocument, type ConformanceOptions } from '../../../src/worker/engine/standards/conformDocument';
import { conformanceFor } from '../../../src/worker/engine/standards/templateConformance';
import { metadataProblems } from '../../support/pdfaPreflight';
import { removeScratchDirs, scratchPath } from '../../support/readBack';

afterAll(() => removeScratchDirs());

const DATE = new Date(Date.UTC(2026, 0, 1, 12, 30, 15, 789));

async function conformed(options: Partial<ConformanceOptions> = {}, draw?: (doc: PDFDocument) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  draw?.(doc);
  await conformDocument(doc, { standard: 'pdfa-2b', title: 'Invoice', date: DATE, ...options });
  return doc.save();
}

describe('the document a template asks for', () => {
  it('is titled by the title pattern for a record and by the name for a merged file', () => {
    const meta = { name: 'Invoices', standard: 'pdfa-3b' as const, titlePattern: 'Invoice {number} for {customer}' };
    expect(conformanceFor(meta, { number: '7', customer: 'Ada' })).toEqual({ standard: 'pdfa-3b', title: 'Invoice 7 for Ada', lang: 'en' });
    expect(conformanceFor(meta)?.title).toBe('Invoices');
    expect(conformanceFor({ ...meta, titlePattern: '{missing}' }, { number: '7' })?.title).toBe('Invoices');
    expect(conformanceFor({ name: 'Invoices' })).toBeUndefined();
    expect(conformanceFor({ standard: 'pdfa-2b', lang: 'ja' })).toEqual({ standard: 'pdfa-2b', title: 'Untitled', lang: 'ja' });
  });

  it('takes --pdfa’s short forms and nothing else', () => {
    expect(['2b', '3B', 'pdfa-2b', 'PDF/A-3b'].map(parseStandard)).toEqual(['pdfa-2b', 'pdfa-3b', 'pdfa-2b', 'pdfa-3b']);
    expect(['4x', '1b', '2u', '', 'pdfa'].map(parseStandard)).toEqual([null, null, null, null, null]);
    const template = { schemas: [[]], basePdf: { width: 10, height: 10, padding: [0, 0, 0, 0] }, platen: { name: 'T', standard: 'pdfa-2b' } } as Template;
    expect(withStandard(template, 'pdfa-3b').platen).toEqual({ name: 'T', standard: 'pdfa-3b' });
    expect(withStandard(template, 'none').platen).toEqual({ name: 'T' });
    expect(withStandard(template, undefined)).toBe(template);
  });

  it('names a standard it does not know, and a title pattern that is not text, at their place', () => {
    const template = { schemas: [[]], basePdf: { width: 10, height: 10, padding: [0, 0, 0, 0] }, platen: { standard: 'pdfa-1b', titlePattern: 3 } };
    const problems = validateTemplate(template).filter((p) => p.path[0] === 'platen');
    expect(problems.map((p) => [p.path.join('.'), p.severity])).toEqual([['platen.standard', 'error'], ['platen.titlePattern', 'error']]);
    expect(problems[0].message).toBe('The document standard (“platen.standard”) must be one of “pdfa-2b”, “pdfa-3b” (got "pdfa-1b").');
  });
});

describe('conformDocument', () => {
  it('writes XMP equal to the Info dictionary, in whole seconds, even for a title XML must escape', async () => {
    const title = 'Smith & <Jones> "Ltd" — Überweisung 請求書';
    const path = scratchPath('pdf');
    writeFileSync(path, await conformed({ title, author: 'Ada & co', subject: 'Q1' }));
    expect(await metadataProblems(path, 2, title)).toEqual([]);
  });

  it('gives the same bytes for the same document and another /ID for another', async () => {
    const a = await conformed();
    expect(Buffer.from(await conformed()).equals(Buffer.from(a))).toBe(true);
    const idOf = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).context.trailerInfo.ID?.toString();
    expect(await idOf(await conformed({ title: 'Invoice 2' }))).not.toBe(await idOf(a));
  });

  it('sets the Print flag on a link and clears Hidden, and refuses a link that launches a program', async () => {
    const link = (doc: PDFDocument, action: string) => {
      const annot = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 10, 10], F: 2, A: { S: action, URI: PDFString.of('https://example.org') } });
      doc.getPage(0).node.addAnnot(doc.context.register(annot));
    };
    const doc = await PDFDocument.load(await conformed({}, (d) => link(d, 'URI')));
    const annot = doc.getPage(0).node.lookup(PDFName.of('Annots'), PDFArray).lookup(0, PDFDict);
    expect(annot.lookup(PDFName.of('F'), PDFNumber).asNumber()).toBe(4);
    await expect(conformed({}, (d) => link(d, 'Launch'))).rejects.toThrow('page 1 has a link that runs a Launch action, which PDF/A forbids (PDF/A-2b)');
  });
});
