/**
 * The part of preflight that needs no fonts: required fields left empty, barcode values the symbology refuses,
 * images that will not decode, tables that are not tables (each value kind's own check, src/templates/valueKinds).
 * Pure, so it runs in Node tests, the page and the worker. The worker adds text overflow (src/worker/preflight), which needs the real font metrics.
 */
import { ownValue } from '../templates/userKeyed';
import type { DataRecord, Problem, Template } from '../templates/types';
import { checkBarcodeValue } from '../templates/barcodeRules';
import { describeFormat, formatOf, formatValue } from '../templates/valueFormat';
import type { BarcodeCheck, Finding } from '../templates/valueKinds';
import { dataFields, valueTraitsOf, type DataField } from './fields';
import { einvoiceProblems } from '../templates/einvoice';

export type { BarcodeCheck };

export interface PreflightOptions {
  /** Barcode rule; defaults to src/templates/barcodeRules (the same rules the worker's barcode renderer enforces). */
  checkBarcode?: BarcodeCheck;
}

/**
 * One problem per (record, field) at most, path ['records', row, fieldName]; the message names neither. A template
 * that issues e-invoices adds each record's EN 16931 findings, several per place when several rules fail there.
 */
export function preflightLocal(template: Template, records: readonly DataRecord[], options: PreflightOptions = {}): Problem[] {
  const fields = dataFields(template);
  const problems: Problem[] = [];
  const checkBarcode = options.checkBarcode ?? checkBarcodeValue;
  records.forEach((record, row) => {
    for (const dataField of fields) {
      const found = checkValue(dataField, ownValue(record, dataField.field.name) ?? '', checkBarcode);
      if (found) {
        problems.push({
          path: ['records', row, dataField.field.name],
          message: found.message,
          severity: found.severity,
        });
      }
    }
  });
  problems.push(...einvoiceProblems(template, records));
  return problems;
}

function checkValue(dataField: DataField, value: string, checkBarcode: BarcodeCheck): Finding | null {
  const { field, kind } = dataField;
  if (value.trim() === '') return field.required ? { message: 'is required but empty', severity: 'error' } : null;
  const format = formatOf(field);
  if (format) {
    const result = formatValue(value, format);
    if ('error' in result) return { message: `${result.error}; the field is formatted as ${describeFormat(format)}`, severity: 'error' };
  }
  // Each kind's own check: src/templates/valueKinds (a type Platen does not know is plain text).
  return valueTraitsOf(kind).checkRecordValue(field, value, { checkBarcode });
}
