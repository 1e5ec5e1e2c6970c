/**
 * The CII XML carries every character of the data as it was: markup characters escaped, any Unicode kept (emoji,
 * Arabic, CJK, combining marks), line breaks kept; characters XML cannot hold are left out (preflight refused them).
 * Read back with xmllint, a real parser, not with the writer's own idea of escaping.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ciiXml, EN16931_GUIDELINE, facturXParts, FACTUR_X_NAMESPACE, recordInvoice } from '../../../../src/templates/einvoice';
import { xmlEscape } from '../../../../src/templates/einvoice/xmlText';
import { invoiceRecord, invoiceTemplate } from './support/invoices';

const dir = mkdtempSync(join(tmpdir(), 'platen-cii-'));

/** The string value of the first element with this local name, as xmllint parses the file. */
function readBack(xml: string, localName: string, nth = 1): string {
  const path = join(dir, `read-${localName}.xml`);
  writeFileSync(path, xml);
  // xmllint ends what it prints with a line break of its own.
  return execFileSync('xmllint', ['--xpath', `string((//*[local-name()='${localName}'])[${nth}])`, path], { encoding: 'utf8' }).replace(/\n$/, '');
}

const TEXTS = [
  'Müller & Söhne <GmbH> "Nord" \'Süd\'',
  '&amp; is already escaped, ]]> ends CDATA',
  '😀 👍🏽 family 👨‍👩‍👧',
  'مرحبا بالعالم',
  '日本語 中文 한국어',
  'e\u0301 a\u0308 n\u0303 (combining marks)',
  'two\nlines\r\nand a tab\there',
];

describe('CII XML text', () => {
  it('escapes the five markup characters and nothing else', () => {
    expect(xmlEscape(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;');
    expect(xmlEscape('Ωé😀')).toBe('Ωé😀');
  });

  it.each(TEXTS)('reads back exactly: %s', (text) => {
    const read = recordInvoice(invoiceTemplate(), invoiceRecord([{ name: text, qty: '1', price: '1' }], { number: text, buyer: text }))!;
    expect(read.findings).toEqual([]);
    const xml = ciiXml(read.invoice, read.totals);
    expect(readBack(xml, 'ID', 2)).toBe(text); // BT-1, the ram:ID after the guideline's
    expect(readBack(xml, 'Name')).toBe(text); // the line's item name
  });

  it('leaves out characters XML cannot carry, so the file still parses', () => {
    const read = recordInvoice(invoiceTemplate(), invoiceRecord([{ name: 'A\u0001B\uFFFF', qty: '1', price: '1' }], { note: 'x\u001Fy\uD800z' }))!;
    const xml = ciiXml(read.invoice, read.totals);
    expect(readBack(xml, 'Name')).toBe('AB');
    expect(readBack(xml, 'Content')).toBe('xyz');
  });

  it('names the EN 16931 guideline and writes amounts with 2 decimals', () => {
    const read = recordInvoice(invoiceTemplate(), invoiceRecord([{ name: 'a', qty: '3', price: '0.333' }]))!;
    const xml = ciiXml(read.invoice, read.totals);
    expect(xml).toContain(`<ram:ID>${EN16931_GUIDELINE}</ram:ID>`);
    expect(readBack(xml, 'GrandTotalAmount')).toBe('1.19');
    expect(readBack(xml, 'TaxTotalAmount')).toBe('0.19');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rsm:CrossIndustryInvoice ')).toBe(true);
  });
});

describe('facturXParts', () => {
  it('gives factur-x.xml as the Alternative, in UTF-8, and the XMP with the EN 16931 conformance level', () => {
    const read = recordInvoice(invoiceTemplate(), invoiceRecord([{ name: 'Ωmega', qty: '1', price: '1' }]))!;
    const parts = facturXParts(read.invoice, { totals: read.totals, modified: new Date('2025-11-03T10:00:00Z') });
    expect(parts.attachment).toMatchObject({ name: 'factur-x.xml', mimeType: 'text/xml', relationship: 'Alternative', modified: new Date('2025-11-03T10:00:00Z') });
    expect(new TextDecoder().decode(parts.attachment.bytes)).toBe(parts.xml);
    expect(parts.xml).toContain('Ωmega');
    const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">${parts.xmpExtensions}</rdf:RDF></x:xmpmeta>`;
    expect(readBack(xmp, `ConformanceLevel'][namespace-uri()='${FACTUR_X_NAMESPACE}`)).toBe('EN 16931');
    expect(readBack(xmp, `DocumentType'][namespace-uri()='${FACTUR_X_NAMESPACE}`)).toBe('INVOICE');
    expect(readBack(xmp, `DocumentFileName'][namespace-uri()='${FACTUR_X_NAMESPACE}`)).toBe('factur-x.xml');
    expect(readBack(xmp, `Version'][namespace-uri()='${FACTUR_X_NAMESPACE}`)).toBe('1.0');
    expect(readBack(xmp, 'namespaceURI')).toBe(FACTUR_X_NAMESPACE);
  });
});
