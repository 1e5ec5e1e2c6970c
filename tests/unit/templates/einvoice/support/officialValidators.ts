/**
 * The validators receivers run, run here on Platen's XML: xmllint with the Factur-X 1.09 EN 16931 XSD, and Saxon-HE
 * with the official EN 16931 CII validation XSLT and the Factur-X 1.09 EN 16931 schematron (tests/fixtures/standards).
 * Saxon runs in one JVM for a whole list of files (SvrlFailures.java), since each JVM start costs seconds.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const standards = fileURLToPath(new URL('../../../../fixtures/standards/', import.meta.url));
export const SAMPLE_XML = join(standards, 'facturx-en16931/sample-factur-x-en16931.xml');
const XSD = join(standards, 'facturx-en16931/Factur-X_EN16931.xsd');
const XSLTS = [join(standards, 'en16931-cii/EN16931-CII-validation.xslt'), join(standards, 'facturx-en16931/Factur-X_1.09_EN16931.xsl')];
const SAXON = '/usr/share/java/Saxon-HE.jar';
const PROGRAM = fileURLToPath(new URL('./SvrlFailures.java', import.meta.url));

function run(command: string, args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { maxBuffer: 64 * 1024 * 1024, timeout: 600_000 }, (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

/** One failed assert flagged fatal or error (or unflagged: schematron's default is an error). */
export interface Failure {
  file: string;
  validator: string;
  flag: string;
  id: string;
  text: string;
}

/** Writes each XML to a scratch directory under its name; returns the paths. */
export function writeInvoices(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'platen-einvoice-'));
  return Object.entries(files).map(([name, xml]) => {
    const path = join(dir, name);
    writeFileSync(path, xml);
    return path;
  });
}

/** Files the XSD refuses, with xmllint's reasons (file name → lines). */
export async function xsdFailures(paths: string[]): Promise<Map<string, string[]>> {
  const result = await run('xmllint', ['--noout', '--schema', XSD, ...paths]);
  const failures = new Map<string, string[]>();
  for (const line of result.stderr.split('\n')) {
    if (line.trim() === '' || / validates$/.test(line)) continue;
    const file = line.split(':')[0].split('/').pop() ?? line;
    failures.set(file, [...(failures.get(file) ?? []), line]);
  }
  if (result.status !== 0 && failures.size === 0) failures.set('(xmllint)', [result.stderr || `exit ${result.status}`]);
  return failures;
}

/** Every fatal or error assert both XSLTs raise for these files, in one JVM. */
export async function schematronFailures(paths: string[]): Promise<Failure[]> {
  const classes = mkdtempSync(join(tmpdir(), 'platen-svrl-'));
  const compiled = await run('javac', ['-cp', SAXON, '-d', classes, PROGRAM]);
  if (compiled.status !== 0) throw new Error(`SvrlFailures.java did not compile: ${compiled.stderr}`);
  const result = await run('java', ['-cp', `${SAXON}:${classes}`, 'SvrlFailures', ...XSLTS, '--', ...paths]);
  if (result.status !== 0 || !result.stdout.includes('DONE')) throw new Error(`the validators did not finish: ${result.stderr.slice(0, 2000)}`);
  return result.stdout
    .split('\n')
    .filter((line) => line.includes('\t'))
    .map((line) => {
      const [file, validator, flag, id, text] = line.split('\t');
      return { file, validator, flag, id, text };
    });
}
