/**
 * Barcode value rules as pdfme 6.1 applies them (@pdfme/schemas validateBarcodeInput): a value that fails is silently
 * left out of the PDF, so preflight must say so first. Local adapter until src/templates/barcodeRules.ts lands; the
 * messages name what is wrong in words a user understands.
 */

/** A sentence saying why `value` cannot be encoded as `type`, or null when it can. */
export type BarcodeCheck = (type: string, value: string) => string | null;

/** GS1 mod-10 check digit over the first length-1 digits. */
function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10;
}

function checkGs1(value: string, label: string, full: number): string | null {
  if (!/^\d+$/.test(value)) return `${label} takes digits only`;
  if (value.length !== full && value.length !== full - 1) return `${label} needs ${full - 1} or ${full} digits, got ${value.length}`;
  if (value.length === full) {
    const expected = gs1CheckDigit(value.slice(0, -1));
    if (Number(value[full - 1]) !== expected) return `${label} check digit should be ${expected}, not ${value[full - 1]}`;
  }
  return null;
}

export const checkBarcodeLocal: BarcodeCheck = (type, value) => {
  switch (type) {
    case 'qrcode':
      return value.length < 500 ? null : `QR code holds at most 499 characters here, got ${value.length}`;
    case 'ean13':
      return checkGs1(value, 'EAN-13', 13);
    case 'ean8':
      return checkGs1(value, 'EAN-8', 8);
    case 'itf14':
      return checkGs1(value, 'ITF-14', 14);
    case 'upca':
      return checkGs1(value, 'UPC-A', 12);
    case 'upce':
      if (!/^0\d{6,7}$/.test(value)) return 'UPC-E needs 7 or 8 digits starting with 0';
      // pdfme checks an 8-digit UPC-E with the plain GS1 rule; mirror it, or pdfme drops the code silently.
      return value.length === 8 && gs1CheckDigit(value.slice(0, -1)) !== Number(value[7]) ? 'UPC-E has a wrong check digit' : null;
    case 'code39':
      return /^[0-9A-Z\-.$/+%\s]+$/.test(value) ? null : 'Code 39 takes only digits, capital letters, space and - . $ / + %';
    case 'code128':
      // pdfme refuses full-width and Japanese characters; everything else bwip-js encodes.
      return /[\u30a0-\u30ff\u3040-\u309f\u3005-\u3006\u30e0-\u9fcf\uff01-\uff5e\u3000]/.test(value)
        ? 'Code 128 cannot encode full-width or Japanese characters'
        : null;
    case 'nw7':
      return /^[A-Da-d][0-9.$:/+-]+[A-Da-d]$/.test(value) ? null : 'Codabar (NW-7) must start and end with A–D and hold digits or - $ : / . + between';
    case 'japanpost':
      return /^\d{7}[\dA-Z-]+$/.test(value) ? null : 'Japan Post barcode needs a 7-digit postcode followed by the address digits';
    case 'gs1datamatrix': {
      const match = value.match(/\((01)\)(\d*)(\(|$)/);
      if (!match || value.length > 52) return 'GS1 DataMatrix needs an (01) GTIN of 8, 12, 13 or 14 digits, 52 characters at most';
      const gtin = match[2];
      if (![8, 12, 13, 14].includes(gtin.length)) return `GS1 DataMatrix GTIN must be 8, 12, 13 or 14 digits, got ${gtin.length}`;
      return gs1CheckDigit(gtin.slice(0, -1)) === Number(gtin.at(-1)) ? null : 'GS1 DataMatrix GTIN has a wrong check digit';
    }
    case 'pdf417':
      return value.length <= 1000 ? null : `PDF417 holds at most 1000 characters here, got ${value.length}`;
    default:
      return null;
  }
};
