/**
 * A tagged PDF's structure read back by tools nobody here wrote: poppler's `pdfinfo -struct-text` (the elements, in
 * tree order, with the text each one owns) and pdf.js's getStructTree (roles and /Alt per page), for the PDF/UA tests.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { onDisk, type FileInput } from './readBack';

const run = promisify(execFile);

export interface StructElement {
  tag: string;
  /** the text lines this element owns directly, as pdfinfo prints them */
  text: string[];
  kids: StructElement[];
}

/** `pdfinfo`'s Tagged and Suspects lines. */
export async function taggedInfo(pdf: FileInput): Promise<{ tagged: boolean; suspects: boolean }> {
  const { stdout } = await run('pdfinfo', [onDisk(pdf)]);
  return { tagged: /^Tagged:\s+yes/m.test(stdout), suspects: /^Suspects:\s+yes/m.test(stdout) };
}

/** The structure tree as `pdfinfo -struct-text` prints it (indentation is depth; quoted lines are text). */
export async function structureText(pdf: FileInput): Promise<StructElement> {
  const { stdout } = await run('pdfinfo', ['-struct-text', onDisk(pdf)], { maxBuffer: 64 * 1024 * 1024 });
  const root: StructElement = { tag: '(root)', text: [], kids: [] };
  const stack: { depth: number; element: StructElement }[] = [{ depth: -1, element: root }];
  for (const line of stdout.split('\n')) {
    if (!line.trim()) continue;
    const depth = line.length - line.trimStart().length;
    const body = line.trim();
    while (stack.length > 1 && stack[stack.length - 1].depth >= depth) stack.pop();
    const parent = stack[stack.length - 1].element;
    if (body.startsWith('"')) {
      parent.text.push(body.replace(/^"|"$/g, ''));
      continue;
    }
    if (body.startsWith('/')) continue; // an attribute line (/Scope /Column) under "TH:"
    const element: StructElement = { tag: body.replace(/[:\s].*$/, ''), text: [], kids: [] };
    parent.kids.push(element);
    stack.push({ depth, element });
  }
  return root;
}

/** Every element of the tree, depth first. */
export function elementsOf(root: StructElement): StructElement[] {
  return [root, ...root.kids.flatMap(elementsOf)];
}

/** All the text under an element, in tree order. */
export function textUnder(element: StructElement): string {
  return [...element.text, ...element.kids.map(textUnder)].join(' ');
}

export interface PdfjsStructNode {
  role?: string;
  alt?: string;
  lang?: string;
  children?: PdfjsStructNode[];
  type?: string;
}

/** pdf.js's structure tree of each page (roles, /Alt, /Lang as a viewer's accessibility layer gets them). */
export async function pdfjsStructTrees(pdf: FileInput): Promise<PdfjsStructNode[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(readFileSync(onDisk(pdf)));
  const doc = await pdfjs.getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise;
  const trees: PdfjsStructNode[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    trees.push(((await page.getStructTree()) ?? {}) as PdfjsStructNode);
  }
  await doc.destroy();
  return trees;
}

/** Every node of a pdf.js structure tree with a role. */
export function rolesIn(node: PdfjsStructNode): PdfjsStructNode[] {
  return [...(node.role ? [node] : []), ...(node.children ?? []).flatMap(rolesIn)];
}

const PAINTING = new Set(['Tj', 'TJ', "'", '"', 'Do', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*', 'S', 's', 'sh', 'BI']);

/**
 * Painting operators outside any marked-content sequence in the pages' content streams (PDF/UA-1 7.1: all content is
 * either tagged or an artifact), as "page N: op". Reads the streams `qpdf --qdf` writes uncompressed.
 */
export async function unmarkedContent(pdf: FileInput): Promise<string[]> {
  const file = onDisk(pdf);
  const plain = `${file}.unmarked.qdf`;
  await run('qpdf', ['--qdf', '--object-streams=disable', file, plain]).catch(() => undefined);
  const text = readFileSync(plain, 'latin1');
  const found: string[] = [];
  const pattern = /%% Contents for page (\d+)\n(?:%%[^\n]*\n)*\d+ 0 obj\n<<[^]*?>>\nstream\n([^]*?)\nendstream/g;
  for (const match of text.matchAll(pattern)) {
    const tokens = match[2]
      .replace(/\((?:\\.|[^\\)])*\)/g, ' ') // literal strings (one level of parentheses is enough for our content)
      .replace(/<<[^]*?>>/g, ' ') // inline property lists
      .replace(/<[0-9A-Fa-f\s]*>/g, ' ') // hex strings
      .split(/[\s[\]]+/)
      .filter(Boolean);
    let depth = 0;
    for (const token of tokens) {
      if (token === 'BDC' || token === 'BMC') depth += 1;
      else if (token === 'EMC') depth -= 1;
      else if (PAINTING.has(token) && depth <= 0) found.push(`page ${match[1]}: ${token}`);
    }
  }
  return found;
}
