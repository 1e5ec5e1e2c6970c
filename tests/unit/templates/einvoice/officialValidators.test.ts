/**
 * Platen's Factur-X XML against the validators a receiver runs (issue #18): the Factur-X 1.09 EN 16931 XSD, the
 * official EN 16931 CII validation XSLT and the Factur-X 1.09 schematron. The known-good sample proves the harness
 * passes a correct file; a wrong sum proves it can fail; then the examples and 200 generated invoices must pass.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ciiXml, recordInvoice } from '../../../../src/templates/einvoice';
import type { DataRecord, Template } from '../../../../src/templates/types';
import { generatedInvoice, invoiceTemplate } from './support/invoices';
import { SAMPLE_XML, schematronFailures, writeInvoices, xsdFailures } from './support/officialValidators';

const example = (name: string) => fileURLToPath(new URL(`../../../../examples/${name}`, import.meta.url));
const exampleTemplate = JSON.parse(readFileSync(example('einvoice.json'), 'utf8')) as Template;
const exampleRecords = JSON.parse(readFileSync(example('einvoices.json'), 'utf8')) as DataRecord[];

/** The record's XML, after checking Platen itself finds nothing wrong with it. */
function xmlOf(template: Template, record: DataRecord, label: string): string {
  const read = recordInvoice(template, record);
  if (!read) throw new Error(`${label}: the template issues no e-invoices`);
  expect(read.findings.map((finding) => finding.message), label).toEqual([]);
  return ciiXml(read.invoice, read.totals);
}

describe('Factur-X EN 16931 XML and the official validators', () => {
  it('passes the examples and 200 generated invoices; fails a wrong sum', { timeout: 600_000 }, async () => {
    const files: Record<string, string> = { 'sample.xml': readFileSync(SAMPLE_XML, 'utf8') };
    exampleRecords.forEach((record, i) => (files[`example-${i + 1}.xml`] = xmlOf(exampleTemplate, record, `examples/einvoices.json records[${i}]`)));
    const generated = invoiceTemplate();
    for (let i = 0; i < 200; i++) files[`generated-${i}.xml`] = xmlOf(generated, generatedInvoice(i), `generated invoice ${i}`);
    // The first example with its line sum (BT-106) off by 9.00: BR-CO-10 must catch it.
    files['wrong-sum.xml'] = files['example-1.xml'].replace(
      /(<ram:SpecifiedTradeSettlementHeaderMonetarySummation>\s*<ram:LineTotalAmount>)([\d.]+)/,
      (_, open: string, amount: string) => `${open}${(Number(amount) + 9).toFixed(2)}`,
    );
    expect(files['wrong-sum.xml']).not.toBe(files['example-1.xml']);

    const paths = writeInvoices(files);
    expect(Object.fromEntries(await xsdFailures(paths))).toEqual({});
    const failures = await schematronFailures(paths);
    const byFile = (file: string) => failures.filter((failure) => failure.file === file);
    expect(byFile('wrong-sum.xml').map((failure) => failure.text)).toEqual(expect.arrayContaining([expect.stringContaining('[BR-CO-10]')]));
    expect(new Set(byFile('wrong-sum.xml').map((failure) => failure.validator)).size).toBe(2);
    const unexpected = failures.filter((failure) => failure.file !== 'wrong-sum.xml').map((f) => `${f.file} ${f.validator} ${f.id}: ${f.text}`);
    expect(unexpected).toEqual([]);
  });
});
