/**
 * Tables as pdfme prints them: an optional header row and the rows of the content JSON, with head/body styles.
 * Once the engine has measured the table (useFieldLayout), rows take pdfme's heights and cells its line breaks, and
 * only the rows printed on this page are drawn; until then the browser lays the table out.
 */
import type { CSSProperties } from 'react';
import type { FieldSchema } from '../../../templates/types';
import type { FieldLayout } from '../../../worker/api';
import { parseJson } from '../../fields/fieldValue';
import { bodyRowBackground } from '../../fields/tableRows';
import { textStyle } from '../text/TextBody';
import { boxBorderCss, colour, mmCss } from '../../fields/units';

type Style = Record<string, unknown>;

/** The engine's measurement of a table: row heights (mm) and each cell's printed lines. */
export type PrintedTable = NonNullable<FieldLayout['table']>;

function cellStyle(style: Style, rowBackground: string | undefined, alignment: unknown, measured: boolean): CSSProperties {
  return {
    ...textStyle(alignment ? { ...style, alignment } : style),
    background: rowBackground === undefined ? colour(style.backgroundColor) : colour(rowBackground),
    ...boxBorderCss(style.borderWidth, colour(style.borderColor, 'transparent'), style.padding),
    verticalAlign: style.verticalAlignment === 'top' ? 'top' : style.verticalAlignment === 'bottom' ? 'bottom' : 'middle',
    whiteSpace: measured ? 'pre' : 'pre-wrap',
    overflowWrap: measured ? undefined : 'anywhere',
    overflow: measured ? 'hidden' : undefined,
  };
}

/** A cell's content: pdfme's lines when measured, else the raw text for the browser to wrap. */
function CellText({ lines, raw }: { lines: string[] | undefined; raw: string }) {
  if (!lines) return <>{raw}</>;
  return (
    <span className="field-table__lines">
      {lines.map((line, i) => (
        <span key={i}>{line === '' ? '\u00a0' : line}</span>
      ))}
    </span>
  );
}

export function TableBody({ field, value, printed }: { field: FieldSchema; value: string; printed?: PrintedTable }) {
  const parsed = parseJson<unknown[][]>(value, []);
  const allRows = Array.isArray(parsed) ? parsed : [];
  const head = Array.isArray(field.head) ? (field.head as unknown[]).map(String) : [];
  const widths = Array.isArray(field.headWidthPercentages) ? (field.headWidthPercentages as number[]) : [];
  const headStyle = (field.headStyles ?? {}) as Style;
  const bodyStyle = (field.bodyStyles ?? {}) as Style;
  const tableStyle = (field.tableStyles ?? {}) as Style;
  // pdfme's per-column alignment (e.g. amounts right-aligned) applies to the header and the body alike
  const columnAlignment = ((field.columnStyles as { alignment?: Record<string, string> } | undefined)?.alignment ?? {}) as Record<string, string>;
  const alternate = colour(bodyStyle.alternateBackgroundColor, '');
  const background = colour(bodyStyle.backgroundColor, '');
  const showHead = field.showHead !== false && head.length > 0;
  const headOffset = printed ? printed.headHeights.length : showHead ? 1 : 0;
  const rows = printed ? allRows.slice(0, printed.rowHeights.length) : allRows;
  const cellLines = (row: number, column: number) => printed?.cells[row]?.[column];
  return (
    <table
      className="field-body field-table"
      style={{ outline: `${mmCss(tableStyle.borderWidth ?? 0)} solid ${colour(tableStyle.borderColor, 'transparent')}` }}
    >
      <colgroup>
        {head.map((_, i) => (
          <col key={i} style={{ width: widths[i] ? `${widths[i]}%` : undefined }} />
        ))}
      </colgroup>
      {showHead && (!printed || printed.headHeights.length > 0) ? (
        <thead>
          <tr style={printed ? { height: mmCss(printed.headHeights[0]) } : undefined}>
            {head.map((title, i) => (
              <th key={i} style={cellStyle(headStyle, undefined, columnAlignment[i], Boolean(printed))}>
                <CellText lines={cellLines(0, i)} raw={title} />
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.map((row, r) => (
          <tr key={r} style={printed ? { height: mmCss(printed.rowHeights[r]) } : undefined}>
            {head.map((_, c) => (
              <td key={c} style={cellStyle(bodyStyle, bodyRowBackground(r, background, alternate), columnAlignment[c], Boolean(printed))}>
                <CellText lines={cellLines(r + headOffset, c)} raw={Array.isArray(row) && row[c] !== undefined ? String(row[c]) : ''} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
