/**
 * PDF/A checks with the real validator available here: Apache PDFBox 2.0's preflight (Debian libpdfbox2-java), which
 * knows the PDF/A-1b rules only. Every file of a test goes through ONE JVM (tests/support/PdfaPreflight.java), and
 * what parts 2 and 3 allow beyond 1b is let through by code and message; anything else is a problem naming the file.
 * Our own checks of the XMP packet against the Info dictionary and the trailer /ID complete it (veraPDF, the
 * reference validator for parts 2 and 3, is not installable here).
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFRawStream, PDFString, PDFDocument } from '@pdfme/pdf-lib';

const JARS = ['preflight', 'pdfbox2', 'fontbox2', 'xmpbox', 'commons-logging', 'javax.activation', 'jaxb-api'].map((name) => `/usr/share/java/${name}.jar`);
const RUNNER = fileURLToPath(new URL('./PdfaPreflight.java', import.meta.url));

export interface PreflightError {
  code: string;
  details: string;
  page: number | null;
}

/** What PDF/A-2 and -3 allow that PDFBox's 1b rules flag: [code, message pattern, parts that allow it]. */
const ALLOWED_BEYOND_1B: [RegExp, RegExp, (2 | 3)[]][] = [
  // Cross-reference and object streams (ISO 19005-2 6.1.4 allows them).
  [/^1\.4$/, /cross reference streams are not allowed/i, [2, 3]],
  [/^1\.0\.14$|^1\.3$/, /object stream|xref stream/i, [2, 3]],
  // Transparency: soft masks, groups, constant alpha and blend modes (ISO 19005-2 6.4).
  [/^2\.2(\.\d+)?$/, /./, [2, 3]],
  [/^4\.1(\.\d+)?$/, /./, [2, 3]],
  // Embedded files: any kind in part 3 (6.8), PDF/A files only in part 2; Platen attaches files only to 3b.
  [/^1\.2\.9$|^1\.4\.7$/, /EmbeddedFile/i, [3]],
  // A subset font's CIDSet is optional from part 2 on.
  [/^3\.1\.11$/, /CIDSet/i, [2, 3]],
  // The part number itself: PDFBox wants 1 (our own check reads part and conformance).
  [/^7\.11\.2$/, /part must be 1/i, [2, 3]],
];

/** The errors PDFBox reports for each file (path → errors), from one JVM. */
export function runPreflight(files: readonly string[]): Promise<Map<string, PreflightError[]>> {
  return new Promise((resolve, reject) => {
    execFile('java', ['-cp', JARS.join(':'), RUNNER, ...files], { maxBuffer: 256 * 1024 * 1024, timeout: 600_000 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`PDFBox preflight did not run: ${error.message}\n${stderr}`));
      const results = new Map<string, PreflightError[]>();
      for (const line of stdout.split('\n').filter(Boolean)) {
        const parsed = JSON.parse(line) as { file: string; errors: PreflightError[] };
        results.set(parsed.file, parsed.errors);
      }
      resolve(results);
    });
  });
}

/** The errors PDF/A-<part> does not excuse. */
export function disallowed(errors: readonly PreflightError[], part: 2 | 3): PreflightError[] {
  return errors.filter((e) => !ALLOWED_BEYOND_1B.some(([code, details, parts]) => code.test(e.code) && details.test(e.details) && parts.includes(part)));
}

/** Whether Java and the PDFBox jars are here (.ci/run installs them). */
export const missingPreflight = (): string[] => JARS.filter((jar) => !existsSync(jar));

/** What our own reading of a PDF/A file finds wrong: XMP identification, XMP vs Info, trailer /ID. */
export async function metadataProblems(path: string, part: 2 | 3, title: string): Promise<string[]> {
  const doc = await PDFDocument.load(readFileSync(path), { updateMetadata: false });
  const problems: string[] = [];
  const stream = doc.context.lookup(doc.catalog.get(PDFName.of('Metadata')));
  if (!(stream instanceof PDFRawStream)) return [`${path}: no /Metadata stream`];
  if (stream.dict.has(PDFName.of('Filter'))) problems.push(`${path}: the XMP stream is filtered`);
  const xmp = new TextDecoder().decode(stream.getContents());
  const tag = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xmp)?.[1];
  if (tag('pdfaid:part') !== String(part)) problems.push(`${path}: pdfaid:part is ${tag('pdfaid:part')}, expected ${part}`);
  if (tag('pdfaid:conformance') !== 'B') problems.push(`${path}: pdfaid:conformance is ${tag('pdfaid:conformance')}`);
  const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
  const infoText = (key: string) => info.lookupMaybe(PDFName.of(key), PDFString, PDFHexString)?.decodeText();
  const xmpTitle = /<dc:title><rdf:Alt><rdf:li xml:lang="x-default">([^<]*)</.exec(xmp)?.[1]?.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  if (infoText('Title') !== title) problems.push(`${path}: Info /Title is ${JSON.stringify(infoText('Title'))}, expected ${JSON.stringify(title)}`);
  if (xmpTitle !== infoText('Title')) problems.push(`${path}: dc:title ${JSON.stringify(xmpTitle)} differs from Info /Title ${JSON.stringify(infoText('Title'))}`);
  if (tag('pdf:Producer') !== infoText('Producer')) problems.push(`${path}: pdf:Producer differs from Info /Producer`);
  if (tag('xmp:CreatorTool') !== infoText('Creator')) problems.push(`${path}: xmp:CreatorTool differs from Info /Creator`);
  const created = info.lookupMaybe(PDFName.of('CreationDate'), PDFString)?.decodeDate().getTime();
  const modified = info.lookupMaybe(PDFName.of('ModDate'), PDFString)?.decodeDate().getTime();
  for (const [name, infoTime] of [['xmp:CreateDate', created], ['xmp:ModifyDate', modified], ['xmp:MetadataDate', modified]] as const) {
    const value = tag(name);
    if (!value || Date.parse(value) !== infoTime) problems.push(`${path}: ${name} ${value} is not the Info date ${infoTime === undefined ? 'absent' : new Date(infoTime).toISOString()}`);
  }
  const id = doc.context.trailerInfo.ID;
  const ids = id instanceof PDFArray ? id.asArray().map((entry) => entry.toString()) : [];
  if (ids.length !== 2 || ids[0] !== ids[1] || ids[0].length < 10) problems.push(`${path}: the trailer /ID is ${ids.length ? ids.join(' ') : 'missing'}`);
  return problems;
}
