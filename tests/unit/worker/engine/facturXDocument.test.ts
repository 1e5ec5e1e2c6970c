/**
 * What a rendered e-invoice gives the PDF/A layer (issue #18): what it is given, kept by a recording function, and then
 * the real layer (conformDocument) writing a PDF/A-3b whose embedded factur-x.xml poppler lists and the XSD accepts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from '@pdfme/pdf-lib';
import { conformDocument } from '../../../../src/worker/engine/standards/conformDocument';
import { describe, expect, it } from 'vitest';
import { issueFacturX, type ConformanceOptions } from '../../../../src/worker/engine/facturXDocument';
import { findGalleryEntry } from '../../../../src/templates/gallery';

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

  it('with the real PDF/A layer, embeds factur-x.xml that the Factur-X XSD accepts and names it in the XMP', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]);
    expect(await issueFacturX(doc, entry.template, entry.sampleRecords[1], conformDocument, date)).toEqual({ issued: true, invoiceNumber: 'RE-2025-1002' });
    const dir = mkdtempSync(join(tmpdir(), 'platen-facturx-'));
    const pdf = join(dir, 'invoice.pdf');
    writeFileSync(pdf, await doc.save());
    expect(execFileSync('pdfdetach', ['-list', pdf], { encoding: 'utf8' })).toContain('factur-x.xml');
    execFileSync('pdfdetach', ['-saveall', '-o', dir, pdf]);
    const xsd = fileURLToPath(new URL('../../../fixtures/standards/facturx-en16931/Factur-X_EN16931.xsd', import.meta.url));
    expect(execFileSync('xmllint', ['--noout', '--schema', xsd, join(dir, 'factur-x.xml')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })).toBe('');
    // Uncompressed by qpdf, so the catalog's objects can be read as text.
    const plain = join(dir, 'plain.pdf');
    execFileSync('qpdf', ['--qdf', '--object-streams=disable', pdf, plain]);
    const bytes = readFileSync(plain).toString('latin1');
    expect(bytes).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(bytes).toMatch(/\/AFRelationship\s*\/Alternative/);
    expect(bytes).toMatch(/\/AF\s*\[/);
  });
});
