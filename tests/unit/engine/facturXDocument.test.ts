/**
 * What a rendered e-invoice gives the PDF/A layer (issue #18). The layer (conformDocument) is built in another branch,
 * so it is stood in for here by a function that keeps what it was given.
 */
import { PDFDocument } from '@pdfme/pdf-lib';
import { describe, expect, it } from 'vitest';
import { issueFacturX, type ConformanceOptions } from '../../../src/worker/engine/facturXDocument';
import { findGalleryEntry } from '../../../src/templates/gallery';

const entry = findGalleryEntry('e-invoice')!;
const date = new Date('2025-11-03T09:00:00Z');

async function issue(record = entry.sampleRecords[0], template = entry.template) {
  const given: ConformanceOptions[] = [];
  const outcome = await issueFacturX(await PDFDocument.create(), template, record, (_, options) => void given.push(options), date);
  return { outcome, given };
}

describe('issueFacturX', () => {
  it('gives the PDF/A-3 layer factur-x.xml as the Alternative and the Factur-X XMP', async () => {
    const { outcome, given } = await issue();
    expect(outcome).toEqual({ issued: true, invoiceNumber: 'RE-2025-1001' });
    expect(given).toHaveLength(1);
    const [options] = given;
    expect(options).toMatchObject({ standard: 'pdfa-3b', title: 'Invoice RE-2025-1001', author: 'Nordlicht Bürobedarf GmbH', date });
    expect(options.attachments).toEqual([expect.objectContaining({ name: 'factur-x.xml', mimeType: 'text/xml', relationship: 'Alternative', modified: date })]);
    expect(new TextDecoder().decode(options.attachments![0].bytes)).toContain('<ram:ID>RE-2025-1001</ram:ID>');
    expect(options.xmpExtensions).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
  });

  it('issues nothing for a record that breaks a rule, saying which', async () => {
    const { outcome, given } = await issue({ ...entry.sampleRecords[0], buyerCountry: 'XX' });
    expect(outcome).toEqual({ issued: false, error: expect.stringContaining('BR-CL-14') });
    expect(given).toEqual([]);
  });

  it('leaves a template without a binding alone', async () => {
    const { outcome, given } = await issue(entry.sampleRecords[0], { ...entry.template, platen: { name: 'plain' } });
    expect(outcome).toEqual({ issued: false });
    expect(given).toEqual([]);
  });
});
