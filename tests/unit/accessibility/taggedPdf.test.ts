/**
 * Issue #19: tagged PDF (PDF/UA-1) from every gallery template and every template of the pdfme-compat corpus, read
 * back with poppler (`pdfinfo -struct-text`, `pdftotext`) and pdf.js (getStructTree):
 * - the file says it is tagged and has no suspects; qpdf finds nothing wrong;
 * - every word pdftotext reads is inside the structure tree, except the header and footer (pagination artifacts);
 * - every Figure has alternative text; tables have rows and cells, with header cells in the header row;
 * - reading order is the Layers order: the paragraphs come in the order of their fields.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createField } from '../../../src/templates/fieldTypes';
import { GALLERY } from '../../../src/templates/gallery';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from '@pdfme/pdf-lib';
import { mergeParts } from '../../../src/worker/coordinator/mergeParts';
import type { DataRecord, FieldSchema, Template } from '../../../src/templates/types';
import { isBlankPdf } from '../../../src/templates/types';
import { createNodeEngine, type NodeEngine } from '../../../src/worker/node';
import { parseTemplateText } from '../../../src/node/templateFile';
import { compatFixtures } from '../templates/compatFixtures';
import { fidelityCases } from '../../fixtures/fidelity/cases';
import { onDisk, pdfText, qpdfProblems, removeScratchDirs, scratchDir } from '../../support/readBack';
import { bin } from '../cli/support';
import { disallowed, metadataProblems, runPreflight } from '../../support/pdfaPreflight';
import { elementsOf, pdfjsStructTrees, rolesIn, structureText, taggedInfo, textUnder, unmarkedContent } from '../../support/structureTree';

const SLOW = 600_000;

interface Case {
  name: string;
  template: Template;
  record: DataRecord;
}

const tagged = (template: Template): Template => ({ ...template, platen: { ...template.platen, pdfua: true } });

const cases: Case[] = [
  ...GALLERY.map((entry) => ({ name: `gallery ${entry.id}`, template: entry.template, record: entry.sampleRecords[0] ?? {} })),
  ...compatFixtures()
    .filter((fixture) => fixture.name !== 'stock-refuses-missing-font')
    .map((fixture) => {
      // read as `platen render` reads a file: older pdfme formats converted
      const read = parseTemplateText(fixture.text);
      if (!read.ok) throw new Error(`${fixture.name}: ${read.problems.map((p) => p.message).join('; ')}`);
      return { name: `pdfme ${fixture.name}`, template: read.template, record: fixture.inputs[0] ?? {} };
    }),
  // every script: right-to-left runs, clusters with /ActualText, CJK in fallback faces with their /Lang
  {
    name: 'example multi-script',
    template: JSON.parse(readFileSync(new URL('../../../examples/multi-script.json', import.meta.url), 'utf8')) as Template,
    record: (JSON.parse(readFileSync(new URL('../../../examples/multi-script-data.json', import.meta.url), 'utf8')) as DataRecord[])[0],
  },
  // pdfme templates made by hand outside this project's gallery (the fidelity suite's own), with records in many scripts
  ...fidelityCases()
    .filter((c) => c.id.endsWith('(own)'))
    .map((c) => ({ name: `pdfme ${c.id}`, template: c.template, record: c.records[0] })),
];

const words = (text: string): string[] => text.normalize('NFC').split(/\s+/u).filter(Boolean);

/** Bidi controls pdftotext adds around right-to-left runs, and white space. */
const NOT_COUNTED = /[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** Characters `read` has more of than `tree` (as "c×n"), leaving out digits and the header's and footer's words. */
function missingCharacters(read: string, tree: string, pagination: Set<string>): string[] {
  const count = (text: string) => {
    const counts = new Map<string, number>();
    for (const character of text.normalize('NFC').replace(NOT_COUNTED, '')) counts.set(character, (counts.get(character) ?? 0) + 1);
    return counts;
  };
  const inTree = count(tree);
  const allowed = new Set([...pagination].join(''));
  return [...count(read)]
    .filter(([character, n]) => n > (inTree.get(character) ?? 0) && !allowed.has(character) && !/\d/u.test(character))
    .map(([character, n]) => `${character}×${n - (inTree.get(character) ?? 0)}`);
}

/**
 * Words a reader skips as artifacts: the header's and footer's (pagination), and a table's header row where it is
 * repeated on a later page.
 */
function paginationWords(template: Template): Set<string> {
  const fixed = isBlankPdf(template.basePdf) ? (template.basePdf.staticSchema ?? []) : [];
  const repeatedHeads = template.schemas.flat().filter((field) => field.type === 'table' && field.repeatHead === true);
  return new Set([
    ...fixed.flatMap((field: FieldSchema) => words(String(field.content ?? '').replace(/\{[^}]*\}/g, ' '))),
    ...repeatedHeads.flatMap((field) => words(((field.head as string[] | undefined) ?? []).join(' '))),
  ]);
}

let engine: NodeEngine;
const rendered = new Map<string, string>();

beforeAll(async () => {
  engine = await createNodeEngine({ workers: 1 });
  for (const c of cases) {
    const result = await engine.render(tagged(c.template), c.record);
    if (result.ok) rendered.set(c.name, onDisk(result.pdf));
  }
}, SLOW);

afterAll(async () => {
  await engine?.close();
  removeScratchDirs();
});

describe('tagged PDF (PDF/UA-1), read back by poppler and pdf.js', () => {
  it('renders every case', () => {
    expect(cases.filter((c) => c.name.startsWith('pdfme ')).length).toBeGreaterThanOrEqual(20);
    expect(cases.filter((c) => !rendered.has(c.name)).map((c) => c.name)).toEqual([]);
  });

  it('says it is tagged, with no suspects, and qpdf finds no damage', { timeout: SLOW }, async () => {
    const problems: string[] = [];
    for (const [name, pdf] of rendered) {
      const info = await taggedInfo(pdf);
      if (!info.tagged) problems.push(`${name}: not tagged`);
      if (info.suspects) problems.push(`${name}: suspects`);
      for (const problem of await qpdfProblems(pdf)) problems.push(`${name}: qpdf: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('leaves no drawing outside a marked-content sequence (tagged, or an artifact)', { timeout: SLOW }, async () => {
    const problems: string[] = [];
    for (const [name, pdf] of rendered) {
      const unmarked = await unmarkedContent(pdf);
      if (unmarked.length > 0) problems.push(`${name}: ${unmarked.length} unmarked, e.g. ${unmarked.slice(0, 3).join(', ')}`);
    }
    expect(problems).toEqual([]);
    // the check sees painting at all: an untagged render has it all unmarked
    const plain = await engine.render(GALLERY[0].template, GALLERY[0].sampleRecords[0]);
    expect(plain.ok && (await unmarkedContent(plain.pdf)).length).toBeGreaterThan(10);
  });

  it('has every character pdftotext reads inside the structure tree (headers and footers as artifacts)', { timeout: SLOW }, async () => {
    // counted by character, not by word: pdftotext orders right-to-left and rotated text its own way
    const problems: string[] = [];
    for (const c of cases) {
      const pdf = rendered.get(c.name);
      if (!pdf) continue;
      const missing = missingCharacters(await pdfText(pdf), textUnder(await structureText(pdf)), paginationWords(c.template));
      if (missing.length > 0) problems.push(`${c.name}: ${missing.length} characters outside the tree: ${missing.slice(0, 8).join(' ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every Figure alternative text, and tables rows of cells with a header row of TH', { timeout: SLOW }, async () => {
    const problems: string[] = [];
    let figures = 0;
    let tables = 0;
    for (const [name, pdf] of rendered) {
      for (const node of (await pdfjsStructTrees(pdf)).flatMap(rolesIn)) {
        if (node.role !== 'Figure') continue;
        figures += 1;
        if (!node.alt?.trim()) problems.push(`${name}: a Figure without /Alt`);
      }
      for (const table of elementsOf(await structureText(pdf)).filter((e) => e.tag === 'Table')) {
        tables += 1;
        const rows = elementsOf(table).filter((e) => e.tag === 'TR');
        if (rows.length === 0) problems.push(`${name}: a Table without rows`);
        if (rows.some((row) => row.kids.some((cell) => cell.tag !== 'TD' && cell.tag !== 'TH'))) problems.push(`${name}: a row holding more than cells`);
        const head = table.kids.find((e) => e.tag === 'THead');
        if (head && !elementsOf(head).some((e) => e.tag === 'TH')) problems.push(`${name}: a header row without TH`);
      }
    }
    expect(problems).toEqual([]);
    expect(figures).toBeGreaterThan(5);
    expect(tables).toBeGreaterThan(1);
  });

  it('reads the invoice in the Layers order, its QR code described by its value, and its table as one table over pages', { timeout: SLOW }, async () => {
    const invoice = GALLERY.find((entry) => entry.id === 'invoice')!;
    const tree = await structureText(rendered.get('gallery invoice')!);
    const document = tree.kids[0];
    expect(document.tag).toBe('Document');
    const paragraphs = document.kids.filter((e) => e.tag === 'P').map(textUnder);
    // the fixed text fields of page 1, in their Layers order, are the paragraphs in the same order
    const fixed = invoice.template.schemas[0].filter((f) => f.type === 'text' && f.readOnly && f.content && !/\{/.test(f.content)).map((f) => f.content!);
    const found = fixed.map((text) => paragraphs.findIndex((p) => p.includes(text.split('\n')[0])));
    expect(found.every((index) => index >= 0)).toBe(true);
    expect(found).toEqual([...found].sort((a, b) => a - b));
    const alts = (await pdfjsStructTrees(rendered.get('gallery invoice')!)).flatMap(rolesIn).filter((n) => n.role === 'Figure').map((n) => n.alt);
    expect(alts.some((alt) => alt?.startsWith('QR code: '))).toBe(true);
    expect(document.kids.filter((e) => e.tag === 'Table')).toHaveLength(1);
  });

  it('keeps one structure tree when platen render --pdfua joins the parts of two workers into one PDF', { timeout: SLOW }, async () => {
    const invoice = GALLERY.find((entry) => entry.id === 'invoice')!;
    const dir = scratchDir('platen-pdfua-');
    writeFileSync(join(dir, 'invoice.json'), JSON.stringify(invoice.template));
    const records = [0, 1, 2, 3].map((i) => invoice.sampleRecords[i % invoice.sampleRecords.length]);
    writeFileSync(join(dir, 'records.json'), JSON.stringify(records));
    const out = join(dir, 'merged.pdf');
    const status = await new Promise<number>((resolve) =>
      execFile(process.execPath, [bin, 'render', '-t', join(dir, 'invoice.json'), '-d', join(dir, 'records.json'), '-o', out, '-w', '2', '--pdfua', '-q'], { timeout: SLOW - 60_000 }, (error) =>
        resolve(error ? Number(error.code ?? -1) : 0)),
    );
    expect(status).toBe(0);
    expect(await taggedInfo(out)).toEqual({ tagged: true, suspects: false });
    expect(await qpdfProblems(out)).toEqual([]);
    const document = (await structureText(out)).kids[0];
    expect(document.tag).toBe('Document');
    expect(document.kids.filter((e) => e.tag === 'Table')).toHaveLength(records.length);
    expect(missingCharacters(await pdfText(out), textUnder(document), paginationWords(invoice.template))).toEqual([]);
  });

  it('tells a screen reader the language of a run in another language\'s face (a Japanese name in an English letter)', { timeout: SLOW }, async () => {
    const template: Template = {
      schemas: [[{ name: 'greeting', type: 'text', position: { x: 10, y: 10 }, width: 150, height: 10, fontSize: 12 }]],
      basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] },
      platen: { pdfua: true, lang: 'en-GB' },
    };
    const result = await engine.render(template, { greeting: 'Dear 山田太郎, thank you' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const file = onDisk(result.pdf);
    const plain = `${file}.qdf.pdf`;
    await new Promise<void>((resolve) => execFile('qpdf', ['--qdf', '--object-streams=disable', file, plain], () => resolve()));
    const content = readFileSync(plain, 'latin1');
    expect(content).toMatch(/<<\s*\/MCID \d+\s*\/Lang \(ja\)\s*>> BDC/);
    expect(content).toMatch(/\/Lang \(en-GB\)/);
    expect(content.match(/\/Lang \(ja\)/g)).toHaveLength(1);
  });

  it('reads a list as L, one LI per item with its marker as Lbl and its text as LBody', { timeout: SLOW }, async () => {
    const template: Template = {
      schemas: [[{ ...createField('list', 'steps', { x: 10, y: 10 }), width: 120, height: 40 }]],
      basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] },
      platen: { pdfua: true },
    };
    const items = ['Unpack the printer', 'Plug it in and wait until the light stops blinking, which can take a while', 'Print'];
    const result = await engine.render(template, { steps: JSON.stringify(items) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const list = (await structureText(result.pdf)).kids[0].kids[0];
    expect(list.tag).toBe('L');
    expect(list.kids.map((item) => [item.tag, item.kids.map((k) => k.tag)])).toEqual(items.map(() => ['LI', ['Lbl', 'LBody']]));
    expect(list.kids.map((item) => textUnder(item.kids[1]).replace(/\s+/g, ' '))).toEqual(items);
  });

  it('tags a background PDF\'s link as a Link element owning its annotation, with a description, also when merged', { timeout: SLOW }, async () => {
    const base = await PDFDocument.create();
    const basePage = base.addPage([595, 842]);
    basePage.drawRectangle({ x: 50, y: 700, width: 200, height: 20, borderWidth: 1 });
    const annotation = base.context.register(base.context.obj({
      Type: 'Annot', Subtype: 'Link', Rect: [50, 700, 250, 720], Border: [0, 0, 0], F: 4,
      A: { Type: 'Action', S: 'URI', URI: PDFString.of('https://example.org/terms') },
    }));
    basePage.node.set(PDFName.of('Annots'), base.context.obj([annotation]));
    const template: Template = {
      schemas: [[{ name: 'name', type: 'text', position: { x: 20, y: 20 }, width: 100, height: 10, fontSize: 12 }]],
      basePdf: `data:application/pdf;base64,${Buffer.from(await base.save()).toString('base64')}`,
      platen: { pdfua: true },
    };
    const one = await engine.render(template, { name: 'Ada' });
    const two = await engine.render(template, { name: 'Grace' });
    expect([one, two].map((r) => (r.ok ? "ok" : JSON.stringify(r)))).toEqual(["ok", "ok"]);
    if (!one.ok || !two.ok) return;
    for (const [pdf, links] of [[one.pdf, 1], [await mergeParts([one.pdf, two.pdf]), 2]] as const) {
      expect(await qpdfProblems(pdf)).toEqual([]);
      const document = (await structureText(pdf)).kids[0];
      expect(document.kids.map((e) => e.tag)).toEqual(links === 1 ? ['P', 'Link'] : ['P', 'Link', 'P', 'Link']);
      const roles = (await pdfjsStructTrees(pdf)).flatMap(rolesIn).map((n) => n.role);
      expect(roles.filter((role) => role === 'Link')).toHaveLength(links);
      const loaded = await PDFDocument.load(pdf);
      for (const page of loaded.getPages()) {
        const annot = loaded.context.lookup(page.node.Annots()!.get(0)) as PDFDict;
        expect(annot.lookup(PDFName.of('Contents'), PDFHexString).decodeText()).toBe('Link to https://example.org/terms');
        expect(annot.get(PDFName.of('StructParent'))).toBeDefined();
      }
    }
  });

  it('with PDF/A-2b or -3b set too, writes PDF/A-2a or -3a that PDFBox preflight passes, pdfuaid declared', { timeout: SLOW }, async () => {
    const files: { path: string; part: 2 | 3; title: string; name: string }[] = [];
    for (const entry of GALLERY) {
      for (const standard of ['pdfa-2b', 'pdfa-3b'] as const) {
        const template = { ...entry.template, platen: { ...entry.template.platen, pdfua: true, standard } };
        const result = await engine.render(template, entry.sampleRecords[0] ?? {});
        expect(result.ok).toBe(true);
        if (result.ok) files.push({ path: onDisk(result.pdf), part: standard === 'pdfa-2b' ? 2 : 3, title: entry.template.platen?.name ?? 'Untitled', name: `${entry.id} ${standard}` });
      }
    }
    const results = await runPreflight(files.map((f) => f.path));
    const problems: string[] = [];
    for (const file of files) {
      for (const error of disallowed(results.get(file.path) ?? [], file.part)) problems.push(`${file.name}: ${error.code} ${error.details}`);
      problems.push(...(await metadataProblems(file.path, file.part, file.title, 'A')));
      if (!(await taggedInfo(file.path)).tagged) problems.push(`${file.name}: not tagged`);
      const xmp = readFileSync(file.path, 'latin1');
      if (!/<pdfuaid:part>1<\/pdfuaid:part>/.test(xmp) || !/pdfaSchema:prefix>pdfuaid</.test(xmp)) problems.push(`${file.name}: pdfuaid missing or undeclared`);
    }
    expect(problems).toEqual([]);
  });

  it('leaves a template without the setting untagged', { timeout: SLOW }, async () => {
    const result = await engine.render(GALLERY[0].template, GALLERY[0].sampleRecords[0]);
    expect(result.ok).toBe(true);
    if (result.ok) expect((await taggedInfo(result.pdf)).tagged).toBe(false);
    expect(readFileSync(rendered.get('gallery invoice')!).includes('pdfuaid')).toBe(true);
  });
});
