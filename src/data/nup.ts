/**
 * N-up: a one-record template (a label, a badge, a ticket) placed several to a sheet. The result is an ordinary
 * template — one page with every field repeated per slot and renamed `name__slotN` — plus one record per sheet, so it
 * goes through the same batch pipeline. Pure; all lengths in mm.
 *
 * Fixed content (read-only text, a logo) becomes a per-slot value filled only for slots that hold a record, so the
 * last sheet's empty labels stay blank. Shapes (lines, rectangles) have no value and print on every slot.
 */
import { ownValue, userKeyed } from '../templates/userKeyed';
import type { DataRecord, FieldSchema, Problem, Template } from '../templates/types';
import { isBlankPdf } from '../templates/types';
import { isDecorativeType } from '../templates/fieldTypes';
import { CONDITION_PROPERTY, conditionOf, renameConditionNames } from '../templates/condition';
import { referencedNames } from '../templates/validate/placeholders';

export interface SheetLayout {
  /** mm */
  sheetWidth: number;
  sheetHeight: number;
  columns: number;
  rows: number;
  /** one label, mm */
  cellWidth: number;
  cellHeight: number;
  /** space between labels, mm */
  gapX: number;
  gapY: number;
  /** from the sheet's edge to the first label, mm */
  marginLeft: number;
  marginTop: number;
}

export interface NupOptions {
  /** Labels already used on the first sheet (start printing at slot skipSlots + 1). */
  skipSlots?: number;
}

export const slotsPerSheet = (layout: SheetLayout) => layout.columns * layout.rows;

export const slotFieldName = (name: string, slot: number) => `${name}__slot${slot + 1}`;

/** Top-left corner of slot `slot` (0-based, row by row from the top left), mm. */
export function slotOrigin(layout: SheetLayout, slot: number): { x: number; y: number } {
  const column = slot % layout.columns;
  const row = Math.floor(slot / layout.columns);
  return {
    x: round(layout.marginLeft + column * (layout.cellWidth + layout.gapX)),
    y: round(layout.marginTop + row * (layout.cellHeight + layout.gapY)),
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Problems with a layout or with putting `template` in it; errors mean the sheet cannot be made. */
export function checkLayout(template: Template, layout: SheetLayout): Problem[] {
  const problems: Problem[] = [];
  const error = (message: string): Problem => ({ path: ['nup'], message, severity: 'error' });
  if (!(layout.columns >= 1 && layout.rows >= 1 && Number.isInteger(layout.columns) && Number.isInteger(layout.rows))) {
    problems.push(error('Columns and rows must be whole numbers of at least 1'));
    return problems;
  }
  const right = layout.marginLeft + layout.columns * layout.cellWidth + (layout.columns - 1) * layout.gapX;
  const bottom = layout.marginTop + layout.rows * layout.cellHeight + (layout.rows - 1) * layout.gapY;
  if (right > layout.sheetWidth + 0.01) problems.push(error(`The labels need ${round(right)} mm across but the sheet is ${layout.sheetWidth} mm wide`));
  if (bottom > layout.sheetHeight + 0.01) problems.push(error(`The labels need ${round(bottom)} mm down but the sheet is ${layout.sheetHeight} mm high`));
  if (template.schemas.length !== 1) {
    problems.push({ path: ['nup'], message: `N-up places one-page templates; only page 1 of ${template.schemas.length} is used`, severity: 'warning' });
  }
  if (isBlankPdf(template.basePdf)) {
    // A design larger than its slot prints over its neighbours: sheets of unreadable labels (issue #17), so refused.
    const fit = designFit(template, layout);
    if (fit && !fit.fits) {
      problems.push(
        error(
          `The design page is ${mm(fit.design.width)} × ${mm(fit.design.height)} mm but a label on this sheet is ${mm(fit.slot.width)} × ${mm(fit.slot.height)} mm: ` +
            `it does not fit (it would have to be scaled to ×${fit.scale.toFixed(2)}). Choose a sheet with labels of at least ${mm(fit.design.width)} × ${mm(fit.design.height)} mm, or one record per page`,
        ),
      );
    }
  } else {
    problems.push(error('N-up needs a template on a blank page (an uploaded PDF background cannot be repeated)'));
  }
  return problems;
}

/** Fit of the design page (a blank page, mm) in one slot of the sheet; null for an uploaded PDF background. */
export interface DesignFit {
  design: { width: number; height: number };
  slot: { width: number; height: number };
  fits: boolean;
  /** the factor that would make the design fit its slot (1 when it fits), to two decimals' worth of precision */
  scale: number;
}

/** Whether the template's page fits one slot of `layout` (0.01 mm of rounding allowed), and the scale that would. */
export function designFit(template: Template, layout: SheetLayout): DesignFit | null {
  if (!isBlankPdf(template.basePdf)) return null;
  const design = { width: template.basePdf.width, height: template.basePdf.height };
  const slot = { width: layout.cellWidth, height: layout.cellHeight };
  const fits = design.width <= slot.width + 0.01 && design.height <= slot.height + 0.01;
  const scale = fits ? 1 : Math.min(slot.width / design.width, slot.height / design.height);
  return { design, slot, fits, scale };
}

/** 99.1 and 38.1, not 99.10000000000001. */
const mm = (n: number) => String(round(n));

/** The sheet template: page 1's fields (and header/footer fields) repeated per slot, renamed name__slotN. */
export function nupTemplate(template: Template, layout: SheetLayout): Template {
  const base = isBlankPdf(template.basePdf) ? template.basePdf : null;
  const fields: FieldSchema[] = [...(base?.staticSchema ?? []).map((f) => ({ ...f, readOnly: true })), ...(template.schemas[0] ?? [])];
  const sheetFields: FieldSchema[] = [];
  for (let slot = 0; slot < slotsPerSheet(layout); slot++) {
    const origin = slotOrigin(layout, slot);
    for (const field of fields) {
      const copy: FieldSchema = {
        ...structuredClone(field),
        name: slotFieldName(field.name, slot),
        position: { x: round(origin.x + field.position.x), y: round(origin.y + field.position.y) },
      };
      if (field.id) copy.id = `${field.id}__slot${slot + 1}`;
      // A "Show when" condition reads this slot's record, whose keys — fields and data columns alike (records.ts
      // withColumns) — are renamed for the slot too; pdfme's built-ins (Number, Math…) are not.
      const condition = conditionOf(field);
      if (condition) {
        const free = new Set(referencedNames(condition));
        copy[CONDITION_PROPERTY] = renameConditionNames(condition, (name) => (free.has(name) ? slotFieldName(name, slot) : undefined));
      }
      // Fixed content becomes a value per slot (see nupRecords), so empty slots print nothing.
      if (field.readOnly && !isDecorativeType(field.type)) copy.readOnly = false;
      // The last sheet's empty slots are not missing data: preflight checked `required` on the records themselves.
      delete copy.required;
      sheetFields.push(copy);
    }
  }
  return {
    ...(template.pdfmeVersion ? { pdfmeVersion: template.pdfmeVersion } : {}),
    schemas: [sheetFields],
    basePdf: { width: layout.sheetWidth, height: layout.sheetHeight, padding: [0, 0, 0, 0] },
    platen: { name: `${template.platen?.name ?? 'Labels'} (${layout.columns} × ${layout.rows} sheet)` },
  };
}

/** One record per sheet: record r goes to slot (r + skipSlots) in reading order. */
export function nupRecords(template: Template, records: readonly DataRecord[], layout: SheetLayout, options: NupOptions = {}): DataRecord[] {
  const perSheet = slotsPerSheet(layout);
  const skip = Math.max(0, Math.min(options.skipSlots ?? 0, perSheet - 1));
  const base = isBlankPdf(template.basePdf) ? template.basePdf : null;
  const fixed = [...(base?.staticSchema ?? []).map((f) => ({ ...f, readOnly: true })), ...(template.schemas[0] ?? [])].filter(
    (field) => field.readOnly && !isDecorativeType(field.type),
  );
  const sheets: DataRecord[] = [];
  // Every key a record has (fields and the data's columns), so an empty slot's condition reads '' rather than failing.
  const keys = new Set<string>();
  for (let r = 0; r < records.length; r++) {
    const position = r + skip;
    const sheet = Math.floor(position / perSheet);
    const slot = position % perSheet;
    sheets[sheet] ??= userKeyed();
    for (const [name, value] of Object.entries(records[r])) {
      sheets[sheet][slotFieldName(name, slot)] = value;
      keys.add(name);
    }
    for (const field of fixed) sheets[sheet][slotFieldName(field.name, slot)] = fillPlaceholders(field.content ?? '', records[r]);
  }
  // Slots with no record: every value empty, so nothing prints there (pdfme would otherwise show the field's sample).
  for (const field of [...(base?.staticSchema ?? []), ...(template.schemas[0] ?? [])]) if (!isDecorativeType(field.type)) keys.add(field.name);
  for (const sheet of sheets) {
    for (let slot = 0; slot < perSheet; slot++) for (const name of keys) sheet[slotFieldName(name, slot)] ??= '';
  }
  return sheets;
}

/**
 * Fixed text may say "Hello {firstName}": pdfme fills such placeholders from the record, but on a sheet the record's
 * keys are renamed per slot, so fill them here. Unknown placeholders ({date}, {totalPages}) and expressions are left as
 * they are: pdfme's evaluator (replacePlaceholders) stays out of the page's bundle, where it set off a blocked eval
 * under the page's Content-Security-Policy (tests/e2e/privacy.e2e.ts).
 */
function fillPlaceholders(content: string, record: DataRecord): string {
  return content.replace(/\{([^{}]+)\}/g, (whole, key: string) => ownValue(record, key) ?? whole);
}

/** Where record `r` lands: sheet (0-based) and slot (0-based). For messages after an N-up batch. */
export function recordPlace(layout: SheetLayout, r: number, options: NupOptions = {}): { sheet: number; slot: number } {
  const position = r + (options.skipSlots ?? 0);
  return { sheet: Math.floor(position / slotsPerSheet(layout)), slot: position % slotsPerSheet(layout) };
}
