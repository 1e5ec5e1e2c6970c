/**
 * Colours as typed values. A template's colour is untrusted text that ends up in the canvas's CSS and in pdf-lib,
 * so it is parsed here, once, and only the parsed canonical hex is ever written anywhere: a value such as
 * `url(http://host/x.png)` in a backgroundColor is not a colour and goes nowhere (issue #9).
 *
 * Accepted: #rgb, #rgba, #rrggbb, #rrggbbaa and the CSS named colours, nothing else (no functions, no keywords such
 * as `transparent` or `currentcolor`). Stock pdfme prints only hex (isHexValid in @pdfme/common, hex2RgbColor in
 * @pdfme/schemas, which throws on anything else and misreads #rgba), so the PDF side always gets `hex`.
 */
import { NAMED_COLOURS } from './namedColours';

/** A parsed colour: 0–255 channels, alpha 0–1, and the one spelling written to CSS and given to pdfme. */
export interface Color {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  /** 0 (clear) to 1 (opaque) */
  readonly alpha: number;
  /** `#rrggbb`, or `#rrggbbaa` when not opaque: safe in CSS and accepted (and read correctly) by pdfme. */
  readonly hex: string;
  /** The CSS colour name it was written as, if it was one (pdfme itself cannot print names). */
  readonly name?: string;
}

const HEX_FORM = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The colour `value` spells, or null when it is not a colour Platen prints (anything but a string of the forms above). */
export function parseColor(value: unknown): Color | null {
  if (typeof value !== 'string' || value.length > 32) return null;
  if (HEX_FORM.test(value)) return fromHexDigits(value.slice(1).toLowerCase());
  const name = value.toLowerCase();
  // Own properties only: "constructor" or "__proto__" must not read as colours.
  if (!Object.prototype.hasOwnProperty.call(NAMED_COLOURS, name)) return null;
  return { ...fromHexDigits(NAMED_COLOURS[name]), name };
}

function fromHexDigits(digits: string): Color {
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
  const alphaByte = full.length === 8 ? channel(3) : 255;
  const rgb = full.slice(0, 6);
  return {
    r: channel(0),
    g: channel(1),
    b: channel(2),
    alpha: alphaByte / 255,
    hex: alphaByte === 255 ? `#${rgb}` : `#${rgb}${full.slice(6, 8)}`,
  };
}

/** The CSS for a colour property: its canonical hex, or `fallback` when unset, empty or not a colour. */
export function colorCss(value: unknown, fallback: string): string {
  return parseColor(value)?.hex ?? fallback;
}

/**
 * Whether a property holds a colour, by pdfme's naming (fontColor, backgroundColor, borderColor, color, barColor,
 * textColor, alternateBackgroundColor, lineColor…): every colour key pdfme's schemas use ends in "color".
 */
export function isColorKey(key: string): boolean {
  return /colou?r$/i.test(key);
}
