/**
 * The part of preflight that needs no fonts: required fields left empty, barcode values the symbology refuses,
 * images that will not decode, tables that are not tables. Pure, so it runs in Node tests, the page and the worker.
 * The worker adds text overflow (src/worker/preflight), which needs the real font metrics.
 */
import { ownValue } from '../templates/userKeyed';
import type { DataRecord, FieldSchema, Problem, Template } from '../templates/types';
import { checkBarcodeValue } from '../templates/barcodeRules';
import { findFieldType } from '../templates/fieldTypes';
import { describeFormat, formatOf, formatValue } from '../templates/valueFormat';
import { dataFields, type DataField } from './fields';
import { dataUrlBytes, LARGE_IMAGE_PIXELS, readImageHeader } from './images';
import { einvoiceProblems } from '../templates/einvoice';

/** A sentence saying why `value` cannot be encoded as `type`, or null when it can. */
export type BarcodeCheck = (type: string, value: string) => string | null;

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

interface Finding {
  message: string;
  severity: Problem['severity'];
}

function checkValue(dataField: DataField, value: string, checkBarcode: BarcodeCheck): Finding | null {
  const { field, kind } = dataField;
  if (value.trim() === '') return field.required ? { message: 'is required but empty', severity: 'error' } : null;
  const format = formatOf(field);
  if (format) {
    const result = formatValue(value, format);
    if ('error' in result) return { message: `${result.error}; the field is formatted as ${describeFormat(format)}`, severity: 'error' };
  }
  switch (kind) {
    case 'barcode': {
      const why = checkBarcode(field.type, value);
      return why ? { message: why, severity: 'error' } : null;
    }
    case 'image':
      return checkImage(field, value);
    case 'svg':
      return value.includes('<svg') ? null : { message: 'is not SVG markup', severity: 'error' };
    case 'table':
      return checkTable(value);
    default:
      return null;
  }
}

/** pdfme's image and signature plugins embed PNG and JPEG data URLs only. */
export function checkImage(field: Pick<FieldSchema, 'type'>, value: string): Finding | null {
  const decoded = value.startsWith('data:') ? dataUrlBytes(value) : null;
  if (!decoded) {
    return { message: `“${shorten(value)}” is not an image: expected a PNG or JPEG (as a data URL or a file dropped with the data)`, severity: 'error' };
  }
  const header = readImageHeader(decoded.bytes);
  if (header.format !== 'png' && header.format !== 'jpeg') {
    const what = header.format === 'unknown' ? 'not a readable image' : `a ${header.format.toUpperCase()} image`;
    const noun = `${(findFieldType(field.type)?.label ?? 'Image').toLowerCase()}s`;
    return { message: `is ${what}; ${noun} must be PNG or JPEG`, severity: 'error' };
  }
  if (!header.width || !header.height) return { message: `${header.format.toUpperCase()} image header is damaged and cannot be decoded`, severity: 'error' };
  const pixels = header.width * header.height;
  if (pixels > LARGE_IMAGE_PIXELS) {
    const megapixels = Math.round(pixels / 1e6);
    return { message: `image is ${header.width}×${header.height} (${megapixels} megapixels): every PDF gets heavy and slow; scale it down`, severity: 'warning' };
  }
  return null;
}

function checkTable(value: string): Finding | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed) && parsed.every((row) => Array.isArray(row))) return null;
  } catch {
    // fall through
  }
  return { message: 'is not table rows (expected [["a","b"],["c","d"]])', severity: 'error' };
}

function shorten(value: string, max = 40): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}
