/**
 * Issue #18: PDF/A-2b and PDF/A-3b from any template. Every gallery template (its sample records) and 21 real pdfme
 * templates (tests/fixtures/pdfme-compat and the fidelity corpus) are rendered on the Node engine plain, as 2b and as
 * 3b; each PDF/A file goes through PDFBox's preflight (one JVM for the whole file of tests), with only what parts 2
 * and 3 allow beyond 1b let through, and through our own reading of its XMP, Info and trailer /ID; each reads back
 * with pdftotext as the plain render does and passes qpdf --check. Through `platen render`: a merged file on two
 * workers, the same bytes twice (and as the engine wrote them) with SOURCE_DATE_EPOCH, --pdfa 4x and background PDFs
 * that cannot be made conformant refused before rendering.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, PDFName, PDFString, StandardFonts } from '@pdfme/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY } from '../../../src/templates/gallery';
import { parseTemplateFile } from '../../../src/templates/legacy';
import type { DocumentStandard } from '../../../src/templates/documentStandard';
import type { DataRecord, Template } from '../../../src/templates/types';
import { mergeParts } from '../../../src/worker/coordinator/mergeParts';
import { conformDocument } from '../../../src/worker/engine/standards/conformDocument';
import { createNodeEngine, type NodeEngine } from '../../../src/worker/node';
import { fidelityCases } from '../../fixtures/fidelity/cases';
import { disallowed, metadataProblems, missingPreflight, runPreflight, type PreflightError } from '../../support/pdfaPreflight';
import { missingTools, normaliseText, pdfText, qpdfProblems } from '../../support/readBack';
import { platen, removeScratch, scratch } from '../cli/support';
import { compatFixtures } from '../templates/compatFixtures';

const EPOCH = '1767225600';
const STANDARDS: DocumentStandard[] = ['pdfa-2b', 'pdfa-3b'];
const partOf = (standard: DocumentStandard) => (standard === 'pdfa-2b' ? 2 : 3);

interface Case {
  id: string;
  template: Template;
  records: DataRecord[];
}

/** The gallery with two of its sample records each, and the real pdfme templates stock pdfme renders with their first record (time). */
function cases(): Case[] {
  const gallery = GALLERY.map((entry) => ({ id: `gallery/${entry.id}`, template: entry.template, records: entry.sampleRecords.slice(0, 2) }));
  const compat = compatFixtures()
    .filter((f) => !f.name.startsWith('stock-refuses-'))
    .map((f) => ({ id: `pdfme-compat/${f.name}`, template: parseTemplateFile(f.text).template as Template, records: f.inputs.slice(0, 1) }));
  const fidelity = fidelityCases()
    .filter((c) => c.id.startsWith('delivery-note') || c.id.startsWith('member-card'))
    .map((c) => ({ id: `fidelity/${c.id}`, template: c.template, records: c.records.slice(0, 1) }));
  return [...gallery, ...compat, ...fidelity];
}

const all = cases();
const titleOf = (template: Template) => template.platen?.name?.trim() || 'Untitled';
const withStandard = (template: Template, standard: DocumentStandard | undefined): Template => ({
  ...template,
  platen: { ...template.platen, ...(standard ? { standard } : {}) },
});

let dir: string;
let engine: NodeEngine;
/** path of each rendered file by `${case id}|${standard or 'plain'}|${row}` */
const rendered = new Map<string, string>();
let preflight: Map<string, PreflightError[]>;
let attachmentFile: string;
let mergedFile: string;

async function renderCase(c: Case, standard: DocumentStandard | undefined): Promise<void> {
  const template = withStandard(c.template, standard);
  for (const [row, record] of c.records.entries()) {
    const result = await engine.render(template, record);
    if (!result.ok) throw new Error(`${c.id} (${standard ?? 'plain'}) record ${row + 1}: ${result.errors.map((e) => `${e.field ?? ''} ${e.message}`).join('; ')}`);
    const path = join(dir, `${c.id.replace(/\W+/g, '_')}.${standard ?? 'plain'}.${row}.pdf`);
    writeFileSync(path, result.pdf);
    rendered.set(`${c.id}|${standard ?? 'plain'}|${row}`, path);
  }
}

/** A PDF/A-3b file carrying a file, the way Factur-X will (the interface part 2 plugs into). */
async function attachmentExample(): Promise<string> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  await conformDocument(doc, {
    standard: 'pdfa-3b',
    title: 'Invoice 1',
    date: new Date(Number(EPOCH) * 1000),
    attachments: [{ name: 'factur-x.xml', bytes: new TextEncoder().encode('<rsm:CrossIndustryInvoice/>'), mimeType: 'text/xml', relationship: 'Alternative', description: 'Factur-X' }],
  });
  const path = join(dir, 'attachment.pdfa-3b.pdf');
  writeFileSync(path, await doc.save());
  return path;
}

beforeAll(async () => {
  expect(missingTools()).toEqual([]);
  expect(missingPreflight()).toEqual([]);
  dir = scratch();
  // The render threads read it when they start: every file gets this date.
  process.env.SOURCE_DATE_EPOCH = EPOCH;
  engine = await createNodeEngine({ workers: 2 });
  for (const c of all) for (const standard of [undefined, ...STANDARDS]) await renderCase(c, standard);
  attachmentFile = await attachmentExample();
  // Two parts joined as the coordinator joins workers' runs: the merged file is made conformant from the first part.
  mergedFile = join(dir, 'merged.pdfa-2b.pdf');
  const parts = [0, 1].map((row) => new Uint8Array(readFileSync(rendered.get(`gallery/invoice|pdfa-2b|${row}`) as string)));
  writeFileSync(mergedFile, await mergeParts(parts));
  const files = [...rendered].filter(([key]) => !key.includes('|plain|')).map(([, path]) => path);
  // The plain invoice too, to show the classification fails a file that lacks the work.
  preflight = await runPreflight([...files, attachmentFile, mergedFile, rendered.get('gallery/invoice|plain|0') as string]);
}, 300_000);

afterAll(async () => {
  await engine?.close();
  delete process.env.SOURCE_DATE_EPOCH;
  removeScratch();
});

describe('every template as PDF/A-2b and PDF/A-3b', () => {
  it('covers the gallery and at least 20 real pdfme templates', () => {
    expect(all.filter((c) => c.id.startsWith('gallery/')).length).toBe(GALLERY.length);
    expect(all.filter((c) => !c.id.startsWith('gallery/')).length).toBeGreaterThanOrEqual(20);
  });

  it.each(all.map((c) => [c.id, c] as const))('%s passes PDFBox preflight and reads back as the plain PDF', async (_, c) => {
    const problems: string[] = [];
    for (const standard of STANDARDS) {
      for (const row of c.records.keys()) {
        const path = rendered.get(`${c.id}|${standard}|${row}`) as string;
        const errors = preflight.get(path);
        if (!errors) problems.push(`${path}: PDFBox gave no result`);
        for (const error of disallowed(errors ?? [], partOf(standard))) problems.push(`${path}: PDFBox ${error.code}: ${error.details.slice(0, 300)}`);
        problems.push(...(await metadataProblems(path, partOf(standard), titleOf(c.template))));
        problems.push(...(await qpdfProblems(path)).map((p) => `${path}: qpdf: ${p}`));
        const plain = normaliseText(await pdfText(rendered.get(`${c.id}|plain|${row}`) as string));
        const archived = normaliseText(await pdfText(path));
        if (archived !== plain) problems.push(`${path}: pdftotext differs from the plain render: ${JSON.stringify(archived.slice(0, 200))} vs ${JSON.stringify(plain.slice(0, 200))}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('two conformant parts merged (mergeParts) give a conformant file with the first part’s title', async () => {
    expect(disallowed(preflight.get(mergedFile) ?? [{ code: 'none', details: 'no result', page: null }], 2)).toEqual([]);
    expect(await metadataProblems(mergedFile, 2, titleOf(GALLERY[0].template))).toEqual([]);
    expect(await qpdfProblems(mergedFile)).toEqual([]);
  });

  it('a PDF/A-3b file with an attached file (as Factur-X adds one) passes, and PDF/A-2b refuses attachments', async () => {
    expect(disallowed(preflight.get(attachmentFile) ?? [{ code: 'none', details: 'no result', page: null }], 3)).toEqual([]);
    expect(await metadataProblems(attachmentFile, 3, 'Invoice 1')).toEqual([]);
    // The part-2 rules do not excuse the embedded file: the classification can fail.
    expect(disallowed(preflight.get(attachmentFile) ?? [], 2).map((e) => e.code)).not.toEqual([]);
    const doc = await PDFDocument.create();
    doc.addPage();
    const attachments = [{ name: 'a.xml', bytes: new Uint8Array(1), mimeType: 'text/xml', relationship: 'Data' as const }];
    await expect(conformDocument(doc, { standard: 'pdfa-2b', title: 't', date: new Date(0), attachments })).rejects.toThrow(/PDF\/A-2b cannot carry attached files \(a\.xml\); choose PDF\/A-3b/);
  });

  it('the preflight classification fails a plain PDF (no output intent, no XMP, no /ID)', () => {
    // The same template plain: PDFBox's complaints are not all excused, so a file missing the work would fail.
    const codes = disallowed(preflight.get(rendered.get('gallery/invoice|plain|0') as string) ?? [], 2).map((e) => e.code);
    expect(codes).toEqual(expect.arrayContaining(['1.4.1', '2.4.3', '7.1']));
  });
});

describe('platen render --pdfa', () => {
  const invoice = GALLERY.find((entry) => entry.id === 'invoice')!;
  let work: string;
  let templatePath: string;
  let dataPath: string;

  beforeAll(() => {
    work = scratch();
    templatePath = join(work, 'invoice.json');
    dataPath = join(work, 'invoice.data.json');
    writeFileSync(templatePath, JSON.stringify(invoice.template));
    writeFileSync(dataPath, JSON.stringify(invoice.sampleRecords));
  });

  const render = (...args: string[]) => withEpoch(() => platen('render', '-t', templatePath, '-d', dataPath, '-q', ...args));

  it('writes the same bytes twice, and the bytes the engine wrote', async () => {
    const [first, second] = await Promise.all([
      render('-o', join(work, 'a/'), '--pdfa', '3b', '--workers', '1'),
      render('-o', join(work, 'b/'), '--pdfa', '3b', '--workers', '1'),
    ]);
    expect([first.status, second.status], first.stderr + second.stderr).toEqual([0, 0]);
    const a = readFileSync(join(work, 'a', 'record-1.pdf'));
    expect(Buffer.compare(a, readFileSync(join(work, 'b', 'record-1.pdf')))).toBe(0);
    expect(Buffer.compare(a, readFileSync(rendered.get('gallery/invoice|pdfa-3b|0') as string))).toBe(0);
  });

  it('a merged PDF/A-2b file from two workers passes preflight, titled with the template name', async () => {
    const out = join(work, 'merged.pdf');
    const run = await render('-o', out, '--pdfa', '2b', '--workers', '2');
    expect(run.status, run.stderr).toBe(0);
    const results = await runPreflight([out]);
    expect(disallowed(results.get(out) ?? [], 2)).toEqual([]);
    expect(await metadataProblems(out, 2, titleOf(invoice.template))).toEqual([]);
    expect(await qpdfProblems(out)).toEqual([]);
  });

  it('refuses --pdfa 4x with a sentence (exit 2)', async () => {
    const run = await render('-o', join(work, 'x.pdf'), '--pdfa', '4x');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--pdfa takes 2b (PDF/A-2b) or 3b (PDF/A-3b), got "4x"');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  async function backgroundRun(base: Uint8Array, name: string) {
    const path = join(work, `${name}.json`);
    const template = { ...invoice.template, basePdf: `data:application/pdf;base64,${Buffer.from(base).toString('base64')}` };
    // The invoice's fields are laid out on A4: keep only the first page's fields so the background's one page fits.
    writeFileSync(path, JSON.stringify({ ...template, schemas: [template.schemas[0]] }));
    return withEpoch(() => platen('render', '-t', path, '-d', dataPath, '-q', '-o', join(work, `${name}.pdf`), '--pdfa', '2b'));
  }

  it('refuses a background PDF whose font is not embedded, naming the font, before rendering (exit 2)', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595.28, 841.89]);
    page.drawText('Letterhead', { font: await doc.embedFont(StandardFonts.Helvetica), x: 40, y: 800 });
    const run = await backgroundRun(await doc.save(), 'unembedded');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/basePdf: the background PDF uses fonts that are not embedded \(Helvetica\), which PDF\/A-2b forbids/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses an encrypted background PDF, saying so (exit 2)', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595.28, 841.89]);
    const plain = join(work, 'plain-base.pdf');
    const encrypted = join(work, 'encrypted-base.pdf');
    writeFileSync(plain, await doc.save());
    execFileSync('qpdf', ['--encrypt', '', 'owner', '256', '--', plain, encrypted]);
    const run = await backgroundRun(readFileSync(encrypted), 'encrypted');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('basePdf: the background PDF is encrypted (password-protected or with permissions set), which PDF/A-2b forbids');
  });

  it('refuses a background PDF with JavaScript (exit 2)', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595.28, 841.89]);
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
    const run = await backgroundRun(await doc.save(), 'javascript');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('basePdf: the background PDF contains JavaScript, which PDF/A-2b forbids');
  });
});

/** Runs with SOURCE_DATE_EPOCH set for the child (platen() inherits this process's environment). */
async function withEpoch<T>(run: () => Promise<T>): Promise<T> {
  process.env.SOURCE_DATE_EPOCH = EPOCH;
  return run();
}
