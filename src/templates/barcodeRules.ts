/**
 * What each of pdfme's 12 barcode types can encode, as sentences a user understands.
 * Pure: the preflight runs it for every record before a batch, and the worker's barcode renderer runs it again before
 * encoding, so an invalid value fails loudly (pdfme's own plugin silently leaves the barcode out).
 */

/**
 * Why `value` cannot be printed as a barcode of `type`, or null when it can.
 * An empty value is not a barcode problem (nothing is drawn); whether the field is required is checked elsewhere.
 */
export function checkBarcodeValue(type: string, value: string): string | null {
  if (!hasRule(type) || value === '') return null;
  return RULES[type](value);
}

/** The rule for one barcode type: the catalogue (fieldTypes.ts) keeps it in that type's entry. */
export function barcodeRule(type: BarcodeType): (value: string) => string | null {
  return RULES[type];
}

function hasRule(type: string): type is BarcodeType {
  return Object.prototype.hasOwnProperty.call(RULES, type);
}

/** The GS1 mod-10 check digit for a string of digits without its check digit (EAN, UPC, ITF-14, GTIN). */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 3; i >= 0; i -= 1, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10;
}

/** UPC-E's 6 message digits written out as the UPC-A they stand for (number system + 10 digits, no check digit). */
export function expandUpcE(numberSystem: string, six: string): string {
  const [d1, d2, d3, d4, d5, d6] = six;
  switch (d6) {
    case '0':
    case '1':
    case '2':
      return `${numberSystem}${d1}${d2}${d6}0000${d3}${d4}${d5}`;
    case '3':
      return `${numberSystem}${d1}${d2}${d3}00000${d4}${d5}`;
    case '4':
      return `${numberSystem}${d1}${d2}${d3}${d4}00000${d5}`;
    default:
      return `${numberSystem}${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  }
}

const quote = (value: string): string => `“${value.length > 40 ? `${value.slice(0, 40)}…` : value}”`;

/** EAN/UPC/ITF: `lengths[0]` digits without the check digit (we add it), `lengths[1]` with it (we verify it). */
function gs1Numeric(label: string, lengths: [number, number]) {
  return (value: string): string | null => {
    if (!/^\d+$/.test(value) || (value.length !== lengths[0] && value.length !== lengths[1])) {
      return `${label} needs ${lengths[0]} or ${lengths[1]} digits, got ${quote(value)}`;
    }
    if (value.length === lengths[1]) return checkDigitProblem(label, value, gs1CheckDigit(value.slice(0, -1)));
    return null;
  };
}

function checkDigitProblem(label: string, value: string, expected: number): string | null {
  const given = value[value.length - 1];
  return given === String(expected) ? null : `${label} check digit should be ${expected}, not ${given}, in ${quote(value)}`;
}

function firstOutside(value: string, allowed: RegExp): string | undefined {
  return [...value].find((char) => !allowed.test(char));
}

function upce(value: string): string | null {
  if (!/^\d+$/.test(value) || (value.length !== 7 && value.length !== 8)) {
    return `UPC-E needs 7 or 8 digits, got ${quote(value)}`;
  }
  if (value[0] !== '0' && value[0] !== '1') return `UPC-E must start with 0 or 1 (the number system), got ${quote(value)}`;
  if (value.length === 8) return checkDigitProblem('UPC-E', value, gs1CheckDigit(expandUpcE(value[0], value.slice(1, 7))));
  return null;
}

const CODE39_CHAR = /^[0-9A-Z \-.$/+%]$/;

function code39(value: string): string | null {
  const bad = firstOutside(value, CODE39_CHAR);
  if (bad === undefined) return null;
  const hint = /[a-z]/.test(bad) ? ' (use capital letters)' : '';
  return `Code 39 cannot encode “${bad}”${hint}: only 0–9, A–Z, space and - . $ / + % are allowed`;
}

function code128(value: string): string | null {
  const bad = [...value].find((char) => char.charCodeAt(0) > 0x7f);
  return bad === undefined ? null : `Code 128 cannot encode “${bad}”: only ASCII letters, digits and symbols are allowed`;
}

function nw7(value: string): string | null {
  if (value.length < 3 || !/^[A-D]$/.test(value[0]) || !/^[A-D]$/.test(value[value.length - 1])) {
    return `NW-7 (Codabar) must start and end with A, B, C or D, got ${quote(value)}`;
  }
  const bad = firstOutside(value.slice(1, -1), /^[0-9\-$:/.+]$/);
  return bad === undefined
    ? null
    : `NW-7 (Codabar) cannot encode “${bad}” between start and stop: only 0–9 and - $ : / . + are allowed`;
}

/** Japan Post customer barcode: 7-digit postcode, then the address number; 20 symbol places, a letter takes 2. */
function japanpost(value: string): string | null {
  if (!/^\d{7}/.test(value)) return `Japan Post needs the 7-digit postcode first, got ${quote(value)}`;
  const bad = firstOutside(value, /^[0-9A-Z-]$/);
  if (bad !== undefined) return `Japan Post cannot encode “${bad}”: only digits, capital letters A–Z and - are allowed`;
  const places = [...value].reduce((sum, char) => sum + (/[A-Z]/.test(char) ? 2 : 1), 0);
  return places > 20 ? `Japan Post holds 20 places (a letter takes 2); ${quote(value)} needs ${places}` : null;
}

/** Fixed-length numeric AIs and those that carry a GS1 check digit; other AIs are checked by the encoder's linter. */
const GS1_NUMERIC_AIS: Record<string, { digits: number; check?: boolean; date?: boolean }> = {
  '00': { digits: 18, check: true },
  '01': { digits: 14, check: true },
  '02': { digits: 14, check: true },
  '11': { digits: 6, date: true },
  '12': { digits: 6, date: true },
  '13': { digits: 6, date: true },
  '15': { digits: 6, date: true },
  '16': { digits: 6, date: true },
  '17': { digits: 6, date: true },
  '20': { digits: 2 },
};

function gs1datamatrix(value: string): string | null {
  if (!value.startsWith('(')) {
    return `GS1 DataMatrix needs application identifiers in brackets, e.g. (01)09501101530003(17)261231, got ${quote(value)}`;
  }
  const parts = [...value.matchAll(/\((\d{2,4})\)([^()]*)/g)];
  if (parts.map((part) => part[0]).join('') !== value) {
    return `GS1 DataMatrix: ${quote(value)} is not a list of (AI)value pairs such as (01)09501101530003(17)261231`;
  }
  for (const [, ai, data] of parts) {
    if (data === '') return `GS1 DataMatrix: AI (${ai}) has no value`;
    const rule = GS1_NUMERIC_AIS[ai];
    if (rule) {
      if (!/^\d+$/.test(data) || data.length !== rule.digits) {
        return `GS1 DataMatrix: AI (${ai}) needs ${rule.digits} digits, got ${quote(data)}`;
      }
      if (rule.check) {
        const problem = checkDigitProblem(`GS1 DataMatrix: AI (${ai})`, data, gs1CheckDigit(data.slice(0, -1)));
        if (problem) return problem;
      }
      if (rule.date) {
        const month = Number(data.slice(2, 4));
        const day = Number(data.slice(4, 6));
        if (month < 1 || month > 12 || day > 31) return `GS1 DataMatrix: AI (${ai}) is a date YYMMDD, got ${quote(data)}`;
      }
    } else if (data.length > 90) {
      return `GS1 DataMatrix: AI (${ai}) is longer than 90 characters`;
    }
  }
  return value.length > 1500 ? `GS1 DataMatrix holds about 1500 characters, got ${value.length}` : null;
}

const utf8Length = (value: string): number => new TextEncoder().encode(value).length;
const QR_ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]*$/;

/** Capacity of the largest QR code (version 40) at error correction M, bwip-js's default. */
function qrcode(value: string): string | null {
  if (/^\d+$/.test(value)) return value.length > 5596 ? `QR code holds at most 5596 digits, got ${value.length}` : null;
  if (QR_ALPHANUMERIC.test(value)) {
    return value.length > 3391 ? `QR code holds at most 3391 capital letters and digits, got ${value.length}` : null;
  }
  const bytes = utf8Length(value);
  return bytes > 2331 ? `QR code holds at most 2331 bytes of text, got ${bytes}` : null;
}

/** Capacity of the largest PDF417 symbol; mixed text may hold a little less (the encoder then reports it). */
function pdf417(value: string): string | null {
  if (/^\d+$/.test(value)) return value.length > 2710 ? `PDF417 holds at most 2710 digits, got ${value.length}` : null;
  if (/^[\x20-\x7e\r\n\t]*$/.test(value)) {
    return value.length > 1850 ? `PDF417 holds at most 1850 characters of text, got ${value.length}` : null;
  }
  const bytes = utf8Length(value);
  return bytes > 1108 ? `PDF417 holds at most 1108 bytes, got ${bytes}` : null;
}

/** pdfme's 12 barcode types, by the type id the catalogue (fieldTypes.ts) uses. */
const RULES = {
  qrcode,
  japanpost,
  ean13: gs1Numeric('EAN-13', [12, 13]),
  ean8: gs1Numeric('EAN-8', [7, 8]),
  code39,
  code128,
  nw7,
  itf14: gs1Numeric('ITF-14', [13, 14]),
  upca: gs1Numeric('UPC-A', [11, 12]),
  upce,
  gs1datamatrix,
  pdf417,
} satisfies Record<string, (value: string) => string | null>;

/** A barcode type id of @pdfme/schemas (qrcode, ean13, nw7, …). */
export type BarcodeType = keyof typeof RULES;

/** Every barcode type that has a rule, in the rules' order. */
export const BARCODE_TYPES = Object.keys(RULES) as BarcodeType[];
