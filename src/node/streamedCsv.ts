/**
 * A CSV records file read in two passes over its text instead of into one table (issue #23). Held as a table, 30,000
 * invoices (25 MB of CSV) cost the data thread ~320 MB: the text, every row's cells and every row's object at once,
 * before the first page. Here papaparse reads the text twice, the same way as for the table (src/data/csv.ts
 * scanCsvText, so the rows, lines and messages are the same): the first pass keeps the header, each row's line and the
 * problems; the second converts a block of rows at a time and packs it (packedRows.ts). What stays is the text.
 */
import { noDataRows, scanCsvText, tableRow, toTable, type CsvOptions, type RowPlace } from '../data/csv';
import { decodeText } from '../data/decode';
import { readTable, type DataRead, type TableHead } from '../data/records';
import { normalizeHeaders } from '../data/table';
import type { Problem, Template } from '../templates/types';
import type { RecordPack, SpillPolicy } from './packedRecords';
import { packRows, refusedRead } from './packedRows';

/** The records of CSV bytes mapped, converted and packed for `template`; `options` as parseDataFile reads the file. */
export function readCsvStreamed(bytes: Uint8Array, options: CsvOptions & { fileName: string }, template: Template, spill?: SpillPolicy): DataRead<RecordPack> {
  const decoded = decodeText(bytes, options.fileName);
  const { text } = decoded;
  const where = options.fileName;
  let header: { columns: string[]; problems: Problem[]; place: RowPlace } | undefined;
  const rowNumbers: number[] = [];
  const rowProblems: Problem[] = [];
  const scan = scanCsvText(text, options, (cells, line) => {
    if (!header) {
      const { columns, problems } = normalizeHeaders(cells, `${where}, line ${line}`);
      header = { columns, problems, place: { kind: 'csv', columns, where } };
    } else {
      tableRow(header.place, cells, rowNumbers.length, line, rowProblems);
      rowNumbers.push(line);
    }
  });
  if (scan.empty || scan.tooMany) return refusedRead(scan.empty ?? scan.tooMany!, template);
  // Every line blank: the table reader's "is empty", with the scan's problems.
  if (!header) return refusedRead(toTable(scan.kind, [], [], scan.problems, where), template);

  const { columns, place } = header;
  const problems = [...decoded.problems, ...header.problems, ...scan.problems, ...rowProblems];
  if (rowNumbers.length === 0) problems.push(noDataRows(where));
  const head: TableHead = { kind: scan.kind, columns, rowNumbers, rowUnit: 'line', problems, encoding: decoded.encoding, rowCount: rowNumbers.length };
  return readTable(head, template, (fields, mapping) =>
    packRows(head.rowCount, fields, mapping, (take) => {
      let seenHeader = false;
      let going = true;
      const ignored: Problem[] = []; // counted in the first pass
      scanCsvText(text, options, (cells, line) => {
        if (!going) return;
        if (!seenHeader) seenHeader = true;
        else going = take(tableRow(place, cells, 0, line, ignored));
      });
      return going;
    }, spill),
  );
}
