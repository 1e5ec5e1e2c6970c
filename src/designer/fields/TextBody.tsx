/** Text-like fields drawn as pdfme prints them: same face, size (pt), alignment, line height, spacing, wrapping. */
import type { CSSProperties } from 'react';
import type { FieldSchema } from '../../templates/types';
import { formatStoredDate } from './dateFormat';
import { verticalAdjustmentPt } from './fontMetrics';
import { fontCss } from './fonts';
import { parseJson, fillPlaceholders } from './fieldValue';
import { boxBorderCss, colour, mmCss, ptCss } from './units';

const JUSTIFY: Record<string, CSSProperties['justifyContent']> = { top: 'flex-start', middle: 'center', bottom: 'flex-end' };

/** The text a text-like field prints for a value. */
export function textOf(field: FieldSchema, value: string): string {
  if (field.type === 'multiVariableText') {
    const variables = parseJson<Record<string, string>>(value, {});
    return fillPlaceholders(String(field.text ?? ''), typeof variables === 'object' ? variables : {});
  }
  if (field.type === 'date' || field.type === 'time' || field.type === 'dateTime') return formatStoredDate(value, field.type, field.format);
  return value;
}

/** The CSS text style of a pdfme text style object (text fields, table cells). */
export function textStyle(style: Record<string, unknown>): CSSProperties {
  const font = fontCss(style.fontName);
  const decorations = [style.underline ? 'underline' : '', style.strikethrough ? 'line-through' : ''].filter(Boolean).join(' ');
  return {
    ...font,
    fontSize: ptCss(style.fontSize ?? 13),
    lineHeight: Number(style.lineHeight) || 1,
    letterSpacing: ptCss(style.characterSpacing ?? 0),
    color: colour(style.fontColor, '#000000'),
    textAlign: (style.alignment as CSSProperties['textAlign']) ?? 'left',
    textDecoration: decorations || undefined,
  };
}

export function TextBody({ field, value }: { field: FieldSchema; value: string }) {
  const style: CSSProperties = {
    ...textStyle(field),
    display: 'flex',
    flexDirection: 'column',
    justifyContent: JUSTIFY[String(field.verticalAlignment ?? 'top')] ?? 'flex-start',
    background: colour(field.backgroundColor),
    ...boxBorderCss(field.borderWidth, colour(field.borderColor, '#000000'), field.padding),
  };
  const text = textOf(field, value);
  const fontSize = Number(field.fontSize) || 13;
  const adjust = verticalAdjustmentPt(field.fontName, fontSize, Number(field.lineHeight) || 1, String(field.verticalAlignment ?? 'top'));
  return (
    <div className="field-body field-text" style={style}>
      <span
        className="field-text__content"
        // an empty field still shows where it is and what it is for; the PDF prints nothing there
        data-empty={text === '' || undefined}
        style={{ marginTop: ptCss(adjust.top), marginBottom: ptCss(adjust.bottom) }}
      >
        {text === '' ? `{${field.name}}` : text}
      </span>
      {field.type === 'select' ? <span className="field-text__caret" style={{ width: mmCss(3) }} aria-hidden="true">▾</span> : null}
    </div>
  );
}
