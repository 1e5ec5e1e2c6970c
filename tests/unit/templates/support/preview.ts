/** Manual look at a gallery entry: `npx tsx tests/unit/templates/support/preview.ts invoice` writes /tmp/gallery-<id>*.png. */
import { execFileSync } from 'node:child_process';
import { GALLERY } from '../../../../src/templates/gallery';
import { validateTemplate } from '../../../../src/templates/validate';
import { pageCount, renderPdf, writeTempPdf } from './pdfme';

const id = process.argv[2];
const entry = GALLERY.find((candidate) => candidate.id === id);
if (!entry) throw new Error(`No gallery entry ${id}`);
console.log(validateTemplate(entry.template));
const pdf = await renderPdf(entry.template, entry.sampleRecords, { japanese: /NotoSansJP/.test(JSON.stringify(entry.template)) });
const path = writeTempPdf(pdf, id);
console.log(path, pageCount(path), 'pages');
execFileSync('pdftoppm', ['-png', '-r', '50', path, `/tmp/gallery-${id}`]);
