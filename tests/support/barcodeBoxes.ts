/**
 * Where stock pdfme draws a template's barcodes, page by page: the boxes pagePictures compares as a whole
 * (stockPictures.test.ts). Stock's layout, not the template's: a table that prints shorter or taller than its box
 * moves every field below it (the bench invoice's Code 128 sits ~10 mm above its template position), so the boxes
 * come from pdfme's own getDynamicTemplate, called as generate() calls it for one record.
 */
import { getDynamicTemplate, isBlankPdf, type Schema, type Template as PdfmeTemplate } from '@pdfme/common';
import { getDynamicLayoutForSchema } from '@pdfme/schemas/dynamicLayout';
import { isBarcodeType } from '../../src/templates/fieldTypes';
import type { DataRecord } from '../../src/templates/types';
import type { Box } from './pagePictures';

/** Each page's barcode fields as boxes in mm, as stock lays out `record` (rotation ignored: none here rotates one). */
export async function stockBarcodeBoxes(templateJson: string, record: DataRecord): Promise<Box[][]> {
  const template = JSON.parse(templateJson) as PdfmeTemplate;
  const laidOut = isBlankPdf(template.basePdf)
    ? await getDynamicTemplate({ template, input: record as Record<string, string>, options: {}, _cache: new Map(), getDynamicHeights: getDynamicLayoutForSchema })
    : template;
  return laidOut.schemas.map((page) =>
    fieldsOf(page)
      .filter((field) => isBarcodeType(field.type))
      .map((field) => ({ x: field.position.x, y: field.position.y, width: field.width, height: field.height, what: `${field.type} “${field.name}”` })),
  );
}

/** A page's fields: pdfme 3 templates keep them in an object keyed by name, which stock still accepts. */
function fieldsOf(page: Schema[] | Record<string, Schema>): Schema[] {
  return Array.isArray(page) ? page : Object.entries(page).map(([name, field]) => ({ ...field, name }));
}
