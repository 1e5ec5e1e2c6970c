/**
 * Common label and badge sheets, measured in mm from the makers' templates. `cell` is one label; `pitch` is the
 * distance from one label's left (top) edge to the next, so the gap is pitch - cell.
 */
import type { SheetLayout } from './nup';

export interface SheetPreset {
  id: string;
  label: string;
  layout: SheetLayout;
}

const LETTER = { width: 215.9, height: 279.4 };
const A4 = { width: 210, height: 297 };

function preset(id: string, label: string, sheet: { width: number; height: number }, columns: number, rows: number, cell: [number, number], pitch: [number, number], margin: [number, number]): SheetPreset {
  return {
    id,
    label,
    layout: {
      sheetWidth: sheet.width,
      sheetHeight: sheet.height,
      columns,
      rows,
      cellWidth: cell[0],
      cellHeight: cell[1],
      gapX: round(pitch[0] - cell[0]),
      gapY: round(pitch[1] - cell[1]),
      marginLeft: margin[0],
      marginTop: margin[1],
    },
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

export const SHEET_PRESETS: readonly SheetPreset[] = [
  // Avery 5160 / 8160: 1" × 2⅝" address labels, 30 per US Letter sheet.
  preset('avery-5160', 'Avery 5160 — 3 × 10 address labels, 66.7 × 25.4 mm, Letter', LETTER, 3, 10, [66.675, 25.4], [69.85, 25.4], [4.7625, 12.7]),
  // Avery 5163: 2" × 4" shipping labels, 10 per Letter sheet.
  preset('avery-5163', 'Avery 5163 — 2 × 5 shipping labels, 101.6 × 50.8 mm, Letter', LETTER, 2, 5, [101.6, 50.8], [104.775, 50.8], [3.96875, 12.7]),
  // Avery L7160: 21 per A4 sheet.
  preset('avery-l7160', 'Avery L7160 — 3 × 7 labels, 63.5 × 38.1 mm, A4', A4, 3, 7, [63.5, 38.1], [66.04, 38.1], [7.2, 15.15]),
  // Avery L7163: 14 per A4 sheet.
  preset('avery-l7163', 'Avery L7163 — 2 × 7 labels, 99.1 × 38.1 mm, A4', A4, 2, 7, [99.1, 38.1], [101.6, 38.1], [4.65, 15.15]),
  // Avery L7651: 65 mini labels per A4 sheet.
  preset('avery-l7651', 'Avery L7651 — 5 × 13 mini labels, 38.1 × 21.2 mm, A4', A4, 5, 13, [38.1, 21.2], [40.64, 21.2], [4.75, 10.7]),
  // Name badges cut by hand or on a perforated sheet: 8 per A4, centred, 10 mm gutters.
  preset('badges-a4-2x4', 'Name badges — 2 × 4, 90 × 60 mm, A4', A4, 2, 4, [90, 60], [100, 70], [10, 13.5]),
  // Event tickets: 4 per A4 portrait sheet.
  preset('tickets-a4-1x4', 'Tickets — 1 × 4, 200 × 70 mm, A4', A4, 1, 4, [200, 70], [200, 72], [5, 5.5]),
];

export function findSheetPreset(id: string): SheetPreset | undefined {
  return SHEET_PRESETS.find((p) => p.id === id);
}

/** A starting point for a custom sheet: as many labels of `cell` as fit on the sheet with `gap`, centred. */
export function fittingLayout(sheet: { width: number; height: number }, cell: { width: number; height: number }, gap = 5): SheetLayout {
  const columns = Math.max(1, Math.floor((sheet.width + gap) / (cell.width + gap)));
  const rows = Math.max(1, Math.floor((sheet.height + gap) / (cell.height + gap)));
  return {
    sheetWidth: sheet.width,
    sheetHeight: sheet.height,
    columns,
    rows,
    cellWidth: cell.width,
    cellHeight: cell.height,
    gapX: gap,
    gapY: gap,
    marginLeft: round(Math.max(0, (sheet.width - columns * cell.width - (columns - 1) * gap) / 2)),
    marginTop: round(Math.max(0, (sheet.height - rows * cell.height - (rows - 1) * gap) / 2)),
  };
}
