/**
 * Short names for forms in a page's resources, shared by the barcode forms (barcodes/pdfRender.ts), the table's
 * cell forms (engine/table/drawTable.ts) and a page's compiled static fields (engine/staticForm.ts). pdf-lib's newXObject gives every draw a new name with ten random digits,
 * written in the page's resources and its content, on every page of a merged batch; here a form gets one name per
 * page, `prefix` and how many forms of that prefix the page named before it, the first time that page draws it.
 *
 * It lives with the barcodes because that is the lowest folder both may import: the engine stands on the barcodes, and
 * the barcodes may not import the engine (tests/unit/layers.test.ts); a folder of its own would need a rank and imports
 * of src/ to be ranked by.
 */
import { PDFName, type PDFPage, type PDFRef } from '@pdfme/pdf-lib';
import { AttachedState } from '../pdf/attachedState';

interface PageNames {
  byForm: Map<PDFRef, PDFName>;
  /** forms named so far, by prefix: so one kind's numbering does not depend on the other's */
  counts: Map<string, number>;
}

/** On the page's node, the object pdf-lib keeps for the page: pages go with their documents. */
const namesByPage = new AttachedState<object, PageNames>('form names');

/** The name `form` has in `page`'s /XObject resources (`Bc0`, `Cell2`…), set there the first time it is asked for. */
export function xObjectName(page: PDFPage, form: PDFRef, prefix: string): PDFName {
  let names = namesByPage.get(page.node);
  if (!names) namesByPage.set(page.node, (names = { byForm: new Map(), counts: new Map() }));
  let name = names.byForm.get(form);
  if (!name) {
    const count = names.counts.get(prefix) ?? 0;
    names.counts.set(prefix, count + 1);
    name = PDFName.of(`${prefix}${count}`);
    page.node.setXObject(name, form);
    names.byForm.set(form, name);
  }
  return name;
}
