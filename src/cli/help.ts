/** The text of `platen --help`, `platen render --help` and `platen validate --help`. */
import type { HelpTopic } from './args';

const MAIN = `Platen: fill a pdfme template with data and render thousands of PDFs on this machine.

Usage:
  platen render   --template t.json --data records.csv --out out.pdf|out.zip|outdir/ [options]
  platen validate --template t.json [--data records.csv]
  platen serve    [--port 3000] [--redis URL --data-dir DIR]
  platen worker   --redis URL --data-dir DIR
  platen --help | platen <command> --help | platen --version

Commands:
  render     Render one PDF per record: merged into one PDF, zipped, or written to a directory.
  validate   Check a template (and optionally its data) without rendering.
  serve      An HTTP API over the same engine: one PDF per request, batches to a ZIP or merged PDF.
  worker     Render the chunks of batches that \`platen serve --redis\` queued, on this machine.

Exit status: 0 all good (records skipped by --preflight aside); 1 some records failed (the others were
written); 2 usage, template or file problem (nothing rendered); 3 the engine itself failed; 130
interrupted with Ctrl-C (partial output removed).

Examples:
  platen render --template invoice.json --data march.csv --out march.pdf
  platen render -t badge.json -d staff.json -o badges.zip --name 'badge-{lastName}-{firstName}.pdf'
`;

const RENDER = `Usage: platen render --template t.json --data records.csv|.xlsx|.json --out TARGET [options]

TARGET decides the output:
  out.pdf        one merged PDF, the records' pages in data order
  out.zip        a ZIP with one PDF per record, written as it is rendered
  outdir/        one PDF per record in a directory (a path ending in / or an existing directory)

Options:
  -t, --template FILE    pdfme template JSON (as saved by Platen or pdfme's designer)
  -d, --data FILE        records: CSV/TSV with a header row (encoding and delimiter detected),
                         an .xlsx sheet, or a JSON array of objects; columns fill the fields of
                         the same name (case, spaces and accents ignored) or as mapped in Platen
      --sheet NAME       the .xlsx sheet to read (default: the first)
  -o, --out TARGET       see above
  -f, --font NAME=FILE   a TTF/OTF font the template names in fontName (repeatable); Roboto and
                         the Noto Sans faces (Latin, Greek, Cyrillic, Japanese, Korean, Chinese,
                         Arabic, Hebrew, Thai, Devanagari) are built in, and characters a
                         field's font lacks are printed in them
  -w, --workers N        rendering threads (default: all cores)
  -n, --name PATTERN     file name of each record's PDF for .zip and directory output, with
                         {column} or {field} placeholders and {row} for the record number
                         (default record-{row}.pdf; names are made file-system safe and unique;
                         a placeholder naming no column or field is refused, exit 2)
      --preflight        check every record first, as Platen's Preflight tab does (text that
                         overflows its box, barcode values, required fields, images); records
                         with errors are skipped (not rendered) and listed with their problems,
                         warnings are printed; skipped records alone do not make the exit status 1.
                         Text that overflows its box is printed as a warning saying by how many
                         mm, and its record is rendered
      --skip-overflow    also skip records whose text overflows its box (implies --preflight)
      --pdfua            tagged PDF for screen readers (PDF/UA-1): structure from the Layers order,
                         alternative text, document language and title (or set it in the template)
      --record-timeout S seconds one record may take before its worker is stopped; the record is
                         tried once more, then reported as failed (default: 20 times the
                         batch's median record time, at least 10 and at most 60); with
                         --preflight, also what checking one record may take (default 20), after
                         which it is skipped
      --pdfa 2b|3b       write every PDF as PDF/A-2b or PDF/A-3b (archival: fonts embedded, sRGB
                         output intent, XMP metadata titled with the template's name or its
                         title pattern), over the template's own Standard; a background PDF that
                         cannot be made conformant (fonts not embedded, encrypted, JavaScript)
                         is refused before rendering (exit 2)
  -q, --quiet            no progress line
  -h, --help             this help

Progress goes to stderr. Records that fail are listed on stderr by CSV line, sheet row or JSON index
and field; the good records are still written, and the exit status is 1. Records skipped by
--preflight are listed too, and the exit status is 0 when every other record was written (1 when
every record was skipped: nothing was written). A .pdf or .zip is written under a .partial name and
renamed when complete, so Ctrl-C (or a crash) never leaves a file that looks finished; in a directory,
the PDFs written before Ctrl-C stay.

Examples:
  platen render --template invoice.json --data invoices.csv --out invoices.pdf
  platen render -t invoice.json -d invoices.csv -o invoices.zip --name 'invoice-{invoiceNo}.pdf'
  platen render -t badge.json -d staff.json -o badges/ --font Brand=./fonts/Brand-Regular.ttf --workers 2
  platen render -t labels.json -d stock.xlsx --sheet Labels -o labels.pdf --preflight
`;

const VALIDATE = `Usage: platen validate --template t.json [--data records.csv|.xlsx|.json [--sheet NAME]] [--font NAME=FILE]...
                       [--record-timeout S]

Checks the template file (JSON syntax, pages, fields, sizes, fonts) and reports every problem with its
place, e.g. "schemas[0][3].width". With --data, also checks the records (empty required fields, barcode
values, text that overflows its box). A record whose check takes longer than --record-timeout seconds
(default 20; a runaway pdfme expression, megabytes of text) is stopped, tried once more, then reported
as an error of its row.

Exit status: 0 no errors (warnings may be printed); 1 the data has problems; 2 the template has problems.

Examples:
  platen validate --template invoice.json
  platen validate -t invoice.json -d invoices.csv
`;

/** Help text for a topic. */
export function helpText(topic: HelpTopic): string {
  return topic === 'render' ? RENDER : topic === 'validate' ? VALIDATE : MAIN;
}
