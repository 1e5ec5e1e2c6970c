/**
 * The e-invoice binding (template.platen.einvoice) as JSON from anywhere: its shape, the terms it names, the table
 * field its lines come from and that table's headers, the fields its printed totals are read from. Each problem names
 * the binding's place ('platen', 'einvoice', …) and what to do.
 */
import { HEADER_TERMS, LINE_TERMS, TOTAL_TERMS } from '../einvoice/terms';
import { valueKindOfType } from '../fieldTypes';
import { type FieldPlace, error, isRecord, warning } from './place';
import type { Problem } from '../types';

type Path = (string | number)[];

function checkSource(value: unknown, path: Path, what: string, problems: Problem[]): string | null {
  const column = isRecord(value) && typeof value.column === 'string' && value.column.trim() !== '' ? value.column : null;
  const fixed = isRecord(value) && typeof value.fixed === 'string';
  if (column === null && !fixed) {
    problems.push(error(path, `The e-invoice term “${what}” must come from a column ({"column": "name"}) or a fixed value ({"fixed": "text"}).`));
    return null;
  }
  if (column !== null && isRecord(value) && value.values !== undefined) {
    const values = value.values;
    if (!isRecord(values) || Object.values(values).some((code) => typeof code !== 'string')) {
      problems.push(error([...path, 'values'], `The e-invoice term “${what}” translates printed text to codes with {"printed text": "code"}.`));
    }
  }
  return column;
}

/** Checks template.platen.einvoice when present; `standard` is platen.standard (Factur-X needs PDF/A-3b). */
export function checkEInvoiceBinding(binding: unknown, fields: FieldPlace[], problems: Problem[], standard?: unknown): void {
  const base: Path = ['platen', 'einvoice'];
  if (standard !== 'pdfa-3b') {
    problems.push(warning(['platen', 'standard'], 'This template issues e-invoices, but only a PDF/A-3b file carries its factur-x.xml: set the document standard to PDF/A-3b.'));
  }
  if (!isRecord(binding)) {
    problems.push(error(base, 'The e-invoice settings (“platen.einvoice”) must be an object with a profile, terms and lines.'));
    return;
  }
  if (binding.profile !== 'EN16931') {
    problems.push(error([...base, 'profile'], `The e-invoice profile “${String(binding.profile)}” is not one Platen writes; use "EN16931" (Factur-X EN 16931, ZUGFeRD 2.x COMFORT).`));
  }
  if (!isRecord(binding.terms)) problems.push(error([...base, 'terms'], 'The e-invoice terms (“platen.einvoice.terms”) must map terms to columns or fixed values.'));
  else {
    for (const [term, source] of Object.entries(binding.terms)) {
      if (!Object.hasOwn(HEADER_TERMS, term)) {
        problems.push(error([...base, 'terms', term], `“${term}” is no e-invoice term Platen knows; the terms are ${Object.keys(HEADER_TERMS).join(', ')}.`));
      } else checkSource(source, [...base, 'terms', term], term, problems);
    }
  }
  const lines = binding.lines;
  if (!isRecord(lines) || !isRecord(lines.from) || !isRecord(lines.terms)) {
    problems.push(error([...base, 'lines'], 'The e-invoice lines need “from” ({"table": "field"} or {"column": "name"}) and “terms” (line terms to columns).'));
  } else {
    let head: string[] | null = null;
    const from = lines.from;
    if (typeof from.table === 'string') {
      const table = fields.find((place) => place.name === from.table);
      if (!table || valueKindOfType(String(table.field.type)) !== 'table') {
        problems.push(error([...base, 'lines', 'from', 'table'], `The e-invoice lines come from the table “${from.table}”, which is not a table field of this template.`));
      } else head = Array.isArray(table.field.head) ? table.field.head.map(String) : [];
    } else if (typeof from.column !== 'string' || from.column.trim() === '') {
      problems.push(error([...base, 'lines', 'from'], 'The e-invoice lines come from a table field ({"table": "items"}) or a column holding a list ({"column": "lines"}).'));
    }
    for (const [term, source] of Object.entries(lines.terms)) {
      const path = [...base, 'lines', 'terms', term];
      if (!Object.hasOwn(LINE_TERMS, term)) {
        problems.push(error(path, `“${term}” is no e-invoice line term Platen knows; the line terms are ${Object.keys(LINE_TERMS).join(', ')}.`));
        continue;
      }
      const column = checkSource(source, path, term, problems);
      if (column !== null && head !== null && !head.includes(column)) {
        problems.push(error(path, `The line term “${term}” reads the column “${column}”, which the table “${String(from.table)}” does not have; its columns are ${head.map((h) => `“${h}”`).join(', ')}.`));
      }
    }
  }
  if (binding.printed !== undefined) {
    if (!isRecord(binding.printed)) problems.push(error([...base, 'printed'], 'The printed totals (“platen.einvoice.printed”) must map totals to field names.'));
    else {
      for (const [term, name] of Object.entries(binding.printed)) {
        const path = [...base, 'printed', term];
        if (!Object.hasOwn(TOTAL_TERMS, term)) problems.push(error(path, `“${term}” is no total Platen checks; the totals are ${Object.keys(TOTAL_TERMS).join(', ')}.`));
        else if (typeof name !== 'string' || name.trim() === '') problems.push(error(path, `The printed ${term} must name the field (or column) that prints it.`));
      }
    }
  }
}
