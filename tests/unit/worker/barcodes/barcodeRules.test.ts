/** What a user sees when a record's value cannot become a barcode, one row per rule. */
import { describe, expect, it } from 'vitest';
import { checkBarcodeValue, expandUpcE, gs1CheckDigit } from '../../../../src/templates/barcodeRules';
import { encodeBarcode } from '../../../../src/worker/barcodes';

const valid: [type: string, value: string][] = [
  ['qrcode', 'https://pdfme.com/'],
  ['qrcode', '1'.repeat(5596)],
  ['qrcode', 'A'.repeat(3391)],
  ['qrcode', 'x'.repeat(2331)],
  ['qrcode', '東京都千代田区'],
  ['japanpost', '6540123789-A-K-Z'],
  ['japanpost', '1000001'],
  ['japanpost', '6540123789-A-K-Z1'],
  ['ean13', '590123412345'],
  ['ean13', '5901234123457'],
  ['ean8', '9638507'],
  ['ean8', '96385074'],
  ['code39', 'THIS IS CODE 39'],
  ['code39', '-.$/+% 09AZ'],
  ['code128', 'This is Code 128!'],
  ['code128', '~`{}|\\^_'],
  ['nw7', 'A0123456789B'],
  ['nw7', 'C-$:/.+D'],
  ['itf14', '1540014128876'],
  ['itf14', '15400141288763'],
  ['upca', '03600029145'],
  ['upca', '036000291452'],
  ['upce', '0123456'],
  ['upce', '01234565'],
  ['upce', '00123457'],
  ['upce', '1123456'],
  // one of each UPC-E compression (last digit 0–2, 3, 4, 5–9); the encoder verifies these check digits independently
  ['upce', '01234505'],
  ['upce', '01234514'],
  ['upce', '01234523'],
  ['upce', '01234036'],
  ['upce', '01200043'],
  ['gs1datamatrix', '(01)03453120000011(17)191125(10)ABCD1234'],
  ['gs1datamatrix', '(00)106141412345678908'],
  ['gs1datamatrix', '(01)09501101530003(21)SERIAL-0042'],
  ['pdf417', 'This is PDF417!'],
  ['pdf417', '9'.repeat(2710)],
  ['pdf417', 'A'.repeat(1850)],
];

const invalid: [type: string, value: string, message: string][] = [
  ['ean13', '12AB', 'EAN-13 needs 12 or 13 digits, got “12AB”'],
  ['ean13', '59012341234', 'EAN-13 needs 12 or 13 digits, got “59012341234”'],
  ['ean13', '5901234123458', 'EAN-13 check digit should be 7, not 8, in “5901234123458”'],
  ['ean8', '963850', 'EAN-8 needs 7 or 8 digits, got “963850”'],
  ['ean8', '96385070', 'EAN-8 check digit should be 4, not 0, in “96385070”'],
  ['upca', '0360002914', 'UPC-A needs 11 or 12 digits, got “0360002914”'],
  ['upca', '036000291453', 'UPC-A check digit should be 2, not 3, in “036000291453”'],
  ['upce', '012345', 'UPC-E needs 7 or 8 digits, got “012345”'],
  ['upce', '2123456', 'UPC-E must start with 0 or 1 (the number system), got “2123456”'],
  ['upce', '01234560', 'UPC-E check digit should be 5, not 0, in “01234560”'],
  ['itf14', '154001412887', 'ITF-14 needs 13 or 14 digits, got “154001412887”'],
  ['itf14', '15400141288764', 'ITF-14 check digit should be 3, not 4, in “15400141288764”'],
  ['code39', 'Code 39', 'Code 39 cannot encode “o” (use capital letters): only 0–9, A–Z, space and - . $ / + % are allowed'],
  ['code39', 'A*B', 'Code 39 cannot encode “*”: only 0–9, A–Z, space and - . $ / + % are allowed'],
  ['code128', 'Café', 'Code 128 cannot encode “é”: only ASCII letters, digits and symbols are allowed'],
  ['code128', '日本', 'Code 128 cannot encode “日”: only ASCII letters, digits and symbols are allowed'],
  ['nw7', '0123456789', 'NW-7 (Codabar) must start and end with A, B, C or D, got “0123456789”'],
  ['nw7', 'a0123b', 'NW-7 (Codabar) must start and end with A, B, C or D, got “a0123b”'],
  ['nw7', 'A12X3B', 'NW-7 (Codabar) cannot encode “X” between start and stop: only 0–9 and - $ : / . + are allowed'],
  ['japanpost', '65401', 'Japan Post needs the 7-digit postcode first, got “65401”'],
  ['japanpost', '6540123a', 'Japan Post cannot encode “a”: only digits, capital letters A–Z and - are allowed'],
  ['japanpost', '6540123789-A-K-Z12', 'Japan Post holds 20 places (a letter takes 2); “6540123789-A-K-Z12” needs 21'],
  [
    'gs1datamatrix',
    '0103453120000011',
    'GS1 DataMatrix needs application identifiers in brackets, e.g. (01)09501101530003(17)261231, got “0103453120000011”',
  ],
  [
    'gs1datamatrix',
    '(01)03453120000011 (17)191125',
    'GS1 DataMatrix: AI (01) needs 14 digits, got “03453120000011 ”',
  ],
  ['gs1datamatrix', '(01)0345312000001', 'GS1 DataMatrix: AI (01) needs 14 digits, got “0345312000001”'],
  [
    'gs1datamatrix',
    '(01)03453120000012',
    'GS1 DataMatrix: AI (01) check digit should be 1, not 2, in “03453120000012”',
  ],
  ['gs1datamatrix', '(17)201399', 'GS1 DataMatrix: AI (17) is a date YYMMDD, got “201399”'],
  ['gs1datamatrix', '(10)', 'GS1 DataMatrix: AI (10) has no value'],
  [
    'gs1datamatrix',
    '(1)ABC',
    'GS1 DataMatrix: “(1)ABC” is not a list of (AI)value pairs such as (01)09501101530003(17)261231',
  ],
  ['qrcode', '1'.repeat(5597), 'QR code holds at most 5596 digits, got 5597'],
  ['qrcode', 'A'.repeat(3392), 'QR code holds at most 3391 capital letters and digits, got 3392'],
  ['qrcode', 'x'.repeat(2332), 'QR code holds at most 2331 bytes of text, got 2332'],
  ['qrcode', '日'.repeat(778), 'QR code holds at most 2331 bytes of text, got 2334'],
  ['pdf417', '9'.repeat(2711), 'PDF417 holds at most 2710 digits, got 2711'],
  ['pdf417', 'A'.repeat(1851), 'PDF417 holds at most 1850 characters of text, got 1851'],
  ['pdf417', 'é'.repeat(555), 'PDF417 holds at most 1108 bytes, got 1110'],
];

describe('checkBarcodeValue', () => {
  it.each(valid)('%s accepts “%s”', (type, value) => {
    expect(checkBarcodeValue(type, value)).toBeNull();
  });

  it.each(invalid)('%s rejects “%s”', (type, value, message) => {
    expect(checkBarcodeValue(type, value)).toBe(message);
  });

  it('leaves empty values (nothing is printed) and non-barcode types to other checks', () => {
    expect(checkBarcodeValue('ean13', '')).toBeNull();
    expect(checkBarcodeValue('text', 'anything')).toBeNull();
  });
});

describe('the rules agree with the encoder', () => {
  it.each(valid)('%s “%s” encodes', (type, value) => {
    expect(() => encodeBarcode(type, value)).not.toThrow();
  });

  it.each(invalid)('%s “%s” is refused with the same message by the renderer', (type, value, message) => {
    expect(() => encodeBarcode(type, value)).toThrow(message);
  });

  it('reports what the encoder refuses beyond the rules, without bwip-js’s internal codes', () => {
    // Free-text AIs are length-checked here; the encoder's GS1 linter knows the full AI table (8200 needs a GTIN too).
    expect(() => encodeBarcode('gs1datamatrix', '(01)03453120000011(99)' + 'x'.repeat(91))).toThrow(
      'GS1 DataMatrix: AI (99) is longer than 90 characters',
    );
    expect(() => encodeBarcode('gs1datamatrix', '(8200)x')).toThrow(/^GS1 DataMatrix cannot encode “\(8200\)x”: (?!bwipp)/);
  });
});

describe('check digit arithmetic', () => {
  it('computes the GS1 mod-10 check digit', () => {
    expect(gs1CheckDigit('590123412345')).toBe(7);
    expect(gs1CheckDigit('0950110153000')).toBe(3);
    expect(gs1CheckDigit('03600029145')).toBe(2);
  });

  it('expands UPC-E to the UPC-A it stands for', () => {
    expect(expandUpcE('0', '123456')).toBe('01234500006');
    expect(expandUpcE('0', '012345')).toBe('00123400005');
    expect(expandUpcE('0', '123403')).toBe('01230000040');
    expect(expandUpcE('0', '120004')).toBe('01200000000');
    expect(expandUpcE('0', '123450')).toBe('01200000345');
  });
});
