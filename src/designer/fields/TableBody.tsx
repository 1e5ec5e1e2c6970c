/** Tables as pdfme prints them: an optional header row and the rows of the content JSON, with head/body styles. */
import type { CSSProperties } from 'react';
import type { FieldSchema } from '../../templates/types';
import { parseJson } from './fieldValue';
import { textStyle } from './TextBody';
import { boxBorderCss, colour, mmCss } from './units';

type Style = Record<string, unknown>;

function cellStyle(style: Style, rowBackground?: string, alignment?: unknown): CSSProperties {
  return {
    ...textStyle(alignment ? { ...style, alignment } : style),
    background: rowBackground ?? colour(style.backgroundColor),
    ...boxBorderCss(style.borderWidth, colour(style.borderColor, 'transparent'), style.padding),
    verticalAlign: style.verticalAlignment === 'middle' ? 'middle' : style.verticalAlignment === 'bottom' ? 'bottom' : 'top',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  };
}

export function TableBody({ field, value }: { field: FieldSchema; value: string }) {
  const rows = parseJson<unknown[][]>(value, []);
  const head = Array.isArray(field.head) ? (field.head as unknown[]).map(String) : [];
  const widths = Array.isArray(field.headWidthPercentages) ? (field.headWidthPercentages as number[]) : [];
  const headStyle = (field.headStyles ?? {}) as Style;
  const bodyStyle = (field.bodyStyles ?? {}) as Style;
  const tableStyle = (field.tableStyles ?? {}) as Style;
  // pdfme's per-column alignment (e.g. amounts right-aligned) applies to the header and the body alike
  const columnAlignment = ((field.columnStyles as { alignment?: Record<string, string> } | undefined)?.alignment ?? {}) as Record<string, string>;
  const alternate = typeof bodyStyle.alternateBackgroundColor === 'string' ? bodyStyle.alternateBackgroundColor : '';
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
      {field.showHead !== false && head.length > 0 ? (
        <thead>
          <tr>
            {head.map((title, i) => (
              <th key={i} style={cellStyle(headStyle, undefined, columnAlignment[i])}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {(Array.isArray(rows) ? rows : []).map((row, r) => (
          <tr key={r}>
            {head.map((_, c) => (
              <td key={c} style={cellStyle(bodyStyle, r % 2 === 1 && alternate ? alternate : undefined, columnAlignment[c])}>
                {Array.isArray(row) && row[c] !== undefined ? String(row[c]) : ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
