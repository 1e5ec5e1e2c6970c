/** Text-like fields drawn as pdfme prints them: same face, size (pt), alignment, line height, spacing, wrapping. */
import type { CSSProperties } from 'react';
import { findFieldType } from '../../../templates/fieldTypes';
import type { FieldSchema } from '../../../templates/types';
import type { FieldLayout } from '../../../worker/api';
import { formatStoredDate } from '../../fields/dateFormat';
import { verticalAdjustmentPt } from '../../fields/fontMetrics';
import { fontCss } from '../../fields/fonts';
import { printedText } from '../../../templates/multiVariableValue';
import { boxBorderCss, colour, mmCss, ptCss } from '../../fields/units';
import { alignmentInDirection, directionSetting, resolveDirection } from '../../../templates/textDirection';

const JUSTIFY: Record<string, CSSProperties['justifyContent']> = { top: 'flex-start', middle: 'center', bottom: 'flex-end' };

/** The text a text-like field prints for a value. */
export function textOf(field: FieldSchema, value: string): string {
  const kind = findFieldType(field.type);
  if (kind?.value === 'multiVariableText') return printedText(field, value);
  if (kind?.dateParts) return formatStoredDate(value, kind.dateParts, field.format);
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

/** The PDF's lines and font size (pt) for this field, from the engine's layout (useFieldLayout). */
export type PrintedText = NonNullable<FieldLayout['text']>;

/**
 * `printed` (when measured) is drawn line for line, at the size pdfme chose: the browser's own wrapping and fonts
 * differ from pdfme's by a word here and there, which is a whole line on a long address. Until it arrives, and for
 * the empty-field hint, the browser wraps.
 */
export function TextBody({ field, value, printed }: { field: FieldSchema; value: string; printed?: PrintedText }) {
  const style: CSSProperties = {
    ...textStyle(field),
    display: 'flex',
    flexDirection: 'column',
    justifyContent: JUSTIFY[String(field.verticalAlignment ?? 'top')] ?? 'flex-start',
    background: colour(field.backgroundColor),
    ...boxBorderCss(field.borderWidth, colour(field.borderColor, '#000000'), field.padding),
  };
  const text = textOf(field, value);
  // The paragraph direction the engine prints with (first strong character unless set), and alignment mirrored with
  // it: Chromium's bidi then orders each line's runs as the PDF's shaping pipeline does.
  const direction = resolveDirection(text, directionSetting(field));
  style.direction = direction;
  style.textAlign = alignmentInDirection(field.alignment ?? 'left', direction) as CSSProperties['textAlign'];
  const lines = text === '' ? undefined : printed?.lines;
  const fontSize = lines ? printed!.fontSize : Number(field.fontSize) || 13;
  if (lines) style.fontSize = ptCss(fontSize);
  const alignment = String(field.verticalAlignment ?? 'top');
  const adjust = verticalAdjustmentPt(field.fontName, fontSize, Number(field.lineHeight) || 1, alignment, lines ? printed?.lineRatio : undefined);
  return (
    <div className="field-body field-text" style={style}>
      <span
        className="field-text__content"
        // an empty field still shows where it is and what it is for; the PDF prints nothing there
        data-empty={text === '' || undefined}
        style={{ marginTop: ptCss(adjust.top), marginBottom: ptCss(adjust.bottom) }}
      >
        {lines
          ? lines.map((line, i) => (
              <span key={i} className="field-text__line">
                {line === '' ? '\u00a0' : line}
              </span>
            ))
          : text === '' ? `{${field.name}}` : text}
      </span>
      {findFieldType(field.type)?.value === 'select' ? <span className="field-text__caret" style={{ width: mmCss(3) }} aria-hidden="true">▾</span> : null}
    </div>
  );
}
