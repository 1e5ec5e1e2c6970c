/**
 * Money without binary floats: amounts are whole cents in a bigint, quantities and prices exact decimals
 * (digits × 10^-scale), and every rounding is EN 16931's: to 2 decimals, half away from zero.
 */

/** An exact decimal: `digits` × 10^-`scale`. */
export interface Decimal {
  digits: bigint;
  scale: number;
}

/** Cents (hundredths of the currency unit). */
export type Cents = bigint;

const PLAIN = /^([+-]?)(\d+)(?:[.,](\d+))?$/;

/**
 * "1234.5", "-3", "0,75" (a decimal comma alone) → a Decimal; null for anything else (thousand separators, currency
 * signs, exponents): data is read as written, never guessed.
 */
export function parseDecimal(text: string): Decimal | null {
  const match = PLAIN.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const digits = BigInt(whole + fraction);
  return { digits: sign === '-' ? -digits : digits, scale: fraction.length };
}

/** n / d rounded to a whole number, half away from zero (d ≠ 0). */
export function divideRounded(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (2n * a + b) / (2n * b);
  return negative ? -q : q;
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** A decimal rounded to cents. */
export function toCents(value: Decimal): Cents {
  return value.scale <= 2 ? value.digits * pow10(2 - value.scale) : divideRounded(value.digits, pow10(value.scale - 2));
}

/** quantity × price ÷ base quantity, rounded to cents (BT-131 before allowances: BT-129 × BT-146 ÷ BT-149). */
export function lineAmount(quantity: Decimal, price: Decimal, baseQuantity: Decimal): Cents {
  const numerator = quantity.digits * price.digits * pow10(baseQuantity.scale) * 100n;
  const denominator = baseQuantity.digits * pow10(quantity.scale + price.scale);
  return divideRounded(numerator, denominator);
}

/** `percent` % of an amount, rounded to cents (BT-117 = BT-116 × BT-119 ÷ 100). */
export function percentOf(amount: Cents, percent: Decimal): Cents {
  return divideRounded(amount * percent.digits, 100n * pow10(percent.scale));
}

/** Cents as the XML writes them: "-1234.50". */
export function centsText(cents: Cents): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Cents as a person reads them in a message: "1,234.50". */
export function centsForPeople(cents: Cents): string {
  const [whole, fraction] = centsText(cents).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** A decimal written plainly with at least `minScale` decimals: { 15, 1 } → "1.50" for minScale 2. */
export function decimalText(value: Decimal, minScale = 0): string {
  const scale = Math.max(value.scale, minScale);
  const digits = value.digits * pow10(scale - value.scale);
  const negative = digits < 0n;
  const abs = (negative ? -digits : digits).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? abs : `${abs.slice(0, -scale)}.${abs.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** Whether a decimal is zero. */
export const isZero = (value: Decimal): boolean => value.digits === 0n;

/** Two decimals compared by value: negative, zero or positive. */
export function compareDecimal(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const x = a.digits * pow10(scale - a.scale);
  const y = b.digits * pow10(scale - b.scale);
  return x < y ? -1 : x > y ? 1 : 0;
}
