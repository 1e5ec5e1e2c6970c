/**
 * Lists as pdfme prints them: items from JSON (or one per line), leading tabs as nesting levels, a bullet or a
 * per-level number in a marker column (markerWidth, markerGap, indentSize, itemSpacing, all mm).
 */
import type { CSSProperties } from 'react';
import type { FieldSchema } from '../../../templates/types';
import { parseJson } from '../../fields/fieldValue';
import { textStyle } from '../text/TextBody';
import { boxBorderCss, colour, mmCss } from '../../fields/units';

interface Item {
  level: number;
  text: string;
}

/** The list's items with their nesting level, read like pdfme reads them. */
export function listItems(value: string): Item[] {
  const trimmed = value.trim();
  if (!trimmed) return [];
  const parsed = parseJson<unknown>(trimmed, null);
  const lines = Array.isArray(parsed) ? parsed.map(String) : value.split(/\r\n|\r|\n/g);
  return lines.map((line) => {
    const tabs = /^\t+/.exec(line)?.[0].length ?? 0;
    return { level: Math.min(tabs, 8), text: line.slice(tabs) };
  });
}

/** Markers: "•" for bullets, or 1., 2.… counted per level for ordered lists. */
export function listMarkers(items: Item[], style: unknown): string[] {
  if ((style ?? 'bullet') !== 'ordered') return items.map(() => '•');
  const counters = Array.from({ length: 9 }, () => 0);
  return items.map(({ level }) => {
    counters[level] += 1;
    counters.fill(0, level + 1);
    return `${counters[level]}.`;
  });
}

export function ListBody({ field, value }: { field: FieldSchema; value: string }) {
  const items = listItems(value);
  const markers = listMarkers(items, field.listStyle);
  const markerWidth = Number(field.markerWidth ?? 6);
  const markerGap = Number(field.markerGap ?? 2);
  const indent = Number(field.indentSize ?? 6);
  const spacing = Number(field.itemSpacing ?? 0);
  const style: CSSProperties = {
    ...textStyle(field),
    background: colour(field.backgroundColor),
    ...boxBorderCss(field.borderWidth, colour(field.borderColor, '#000000'), field.padding),
  };
  return (
    <div className="field-body field-list" style={style}>
      {items.map((item, i) => (
        <div key={i} className="field-list__item" style={{ paddingLeft: mmCss(item.level * indent), marginTop: i ? mmCss(spacing) : undefined }}>
          <span className="field-list__marker" style={{ width: mmCss(markerWidth), marginRight: mmCss(markerGap) }}>
            {markers[i]}
          </span>
          <span className="field-list__text">{item.text}</span>
        </div>
      ))}
    </div>
  );
}
