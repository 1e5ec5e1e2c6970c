/** Colours and uploaded fonts as typed values: what may reach the canvas's CSS, pdf-lib and FontFace (issue #9). */
import { describe, expect, it } from 'vitest';
import { colorCss, isColorKey, parseColor } from '../../../src/templates/color';
import { colorSites, dropUnusableColors, toPrintableColors } from '../../../src/templates/colorFields';
import { cssFamilyName, fontDataUrlProblem, readFontDataUrl } from '../../../src/templates/fontDataUrl';
import { validateTemplate } from '../../../src/templates/validate';

const BEACON = 'url(http://127.0.0.1:9/x.png)';

describe('parseColor', () => {
  it('reads every hex form pdfme and CSS share, as canonical lower-case hex', () => {
    expect(parseColor('#ABC')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, alpha: 1, hex: '#aabbcc' });
    expect(parseColor('#1a2B3c')).toEqual({ r: 0x1a, g: 0x2b, b: 0x3c, alpha: 1, hex: '#1a2b3c' });
    expect(parseColor('#1a2b3c80')).toMatchObject({ alpha: 0x80 / 255, hex: '#1a2b3c80' });
    expect(parseColor('#1a2b3cff')?.hex).toBe('#1a2b3c');
    // pdfme's isHexValid accepts #rgba but its hex2rgb reads "#abcd" as ab/cd/NaN; the canonical form is read right
    expect(parseColor('#abcd')).toMatchObject({ r: 0xaa, g: 0xbb, b: 0xcc, hex: '#aabbccdd' });
  });

  it('reads CSS colour names in any case and says they were names', () => {
    expect(parseColor('navy')).toEqual({ r: 0, g: 0, b: 0x80, alpha: 1, hex: '#000080', name: 'navy' });
    expect(parseColor('RebeccaPurple')?.hex).toBe('#663399');
  });

  it.each([
    BEACON,
    'url(#a)',
    '#abc url(http://host/x)',
    '#abc;background:url(http://host/x)',
    'red;background-image:url(http://host/x)',
    'image-set("http://host/x.png" 1x)',
    'rgb(1, 2, 3)',
    'var(--x)',
    'transparent',
    'currentcolor',
    'inherit',
    ' #abc',
    '#abc ',
    '#ab',
    '#abcde',
    '#ggg',
    'constructor',
    '__proto__',
    'hasOwnProperty',
    '',
  ])('refuses %j', (value) => {
    expect(parseColor(value)).toBeNull();
  });

  it('refuses anything that is not a string, including objects pdfme would hand to pdf-lib as a colour', () => {
    for (const value of [undefined, null, 0, 0xff0000, true, ['#fff'], { type: 'RGB', red: 1, green: 0, blue: 0 }]) {
      expect(parseColor(value)).toBeNull();
    }
  });

  it('writes only a hex colour or the fallback into CSS', () => {
    expect(colorCss('Red', 'transparent')).toBe('#ff0000');
    expect(colorCss(BEACON, 'transparent')).toBe('transparent');
    expect(colorCss('', '#000000')).toBe('#000000');
  });

  it('knows colour properties by pdfme’s names', () => {
    for (const key of ['fontColor', 'backgroundColor', 'borderColor', 'color', 'barColor', 'textColor', 'alternateBackgroundColor', 'lineColor']) {
      expect(isColorKey(key)).toBe(true);
    }
    for (const key of ['colorType', 'content', 'fontName', 'opacity']) expect(isColorKey(key)).toBe(false);
  });
});

/** A template with a beacon in every colour property of every kind of field, on a page and in the header. */
function beaconTemplate() {
  const box = { position: { x: 10, y: 10 }, width: 40, height: 10 };
  return {
    basePdf: {
      width: 210,
      height: 297,
      padding: [0, 0, 0, 0],
      staticSchema: [{ name: 'headerBar', type: 'rectangle', ...box, color: BEACON, borderColor: BEACON, borderWidth: 1 }],
    },
    schemas: [
      [
        { name: 'title', type: 'text', ...box, content: 'Hi', fontColor: BEACON, backgroundColor: BEACON, borderColor: 'navy' },
        { name: 'dot', type: 'ellipse', ...box, color: '#123', borderColor: BEACON },
        {
          name: 'items',
          type: 'table',
          ...box,
          head: ['a'],
          headWidthPercentages: [100],
          tableStyles: { borderColor: BEACON, borderWidth: 0.3 },
          headStyles: { fontColor: BEACON, backgroundColor: BEACON, borderColor: BEACON },
          bodyStyles: { fontColor: '#000', backgroundColor: '', borderColor: BEACON, alternateBackgroundColor: BEACON },
        },
      ],
    ],
  };
}

describe('colours in a template', () => {
  it('finds every colour property, nested table styles and header/footer fields included', () => {
    const sites = colorSites(beaconTemplate()).map((site) => `${site.path.join('.')} (${site.where}: ${site.label})`);
    expect(sites).toEqual([
      'schemas.0.0.fontColor (Page 1, field “title”: text colour)',
      'schemas.0.0.backgroundColor (Page 1, field “title”: background colour)',
      'schemas.0.0.borderColor (Page 1, field “title”: border colour)',
      'schemas.0.1.color (Page 1, field “dot”: colour)',
      'schemas.0.1.borderColor (Page 1, field “dot”: border colour)',
      'schemas.0.2.tableStyles.borderColor (Page 1, field “items”: table border colour)',
      'schemas.0.2.headStyles.fontColor (Page 1, field “items”: header row text colour)',
      'schemas.0.2.headStyles.backgroundColor (Page 1, field “items”: header row background colour)',
      'schemas.0.2.headStyles.borderColor (Page 1, field “items”: header row border colour)',
      'schemas.0.2.bodyStyles.fontColor (Page 1, field “items”: body rows text colour)',
      'schemas.0.2.bodyStyles.backgroundColor (Page 1, field “items”: body rows background colour)',
      'schemas.0.2.bodyStyles.borderColor (Page 1, field “items”: body rows border colour)',
      'schemas.0.2.bodyStyles.alternateBackgroundColor (Page 1, field “items”: body rows alternate row colour)',
      'basePdf.staticSchema.0.color (Header/footer field “headerBar”: colour)',
      'basePdf.staticSchema.0.borderColor (Header/footer field “headerBar”: border colour)',
    ]);
  });

  it('drops each colour that is not a colour on load, names it in a warning, and keeps everything else', () => {
    const input = beaconTemplate();
    const before = JSON.stringify(input);
    const { template, problems } = dropUnusableColors(input);
    expect(JSON.stringify(input)).toBe(before); // the input is not changed
    expect(JSON.stringify(template)).not.toContain('url(');
    expect(problems).toHaveLength(11);
    expect(problems.every((problem) => problem.severity === 'warning')).toBe(true);
    expect(problems[0]).toEqual({
      path: ['schemas', 0, 0, 'fontColor'],
      severity: 'warning',
      message: `Page 1, field “title”: the text colour "${BEACON}" is not a colour, so it was removed (the default is used).`,
    });
    expect(problems.map((problem) => problem.path.join('.'))).toContain('basePdf.staticSchema.0.borderColor');
    const title = template.schemas[0][0] as Record<string, unknown>;
    expect(title).toMatchObject({ name: 'title', content: 'Hi', borderColor: 'navy' });
    expect(title).not.toHaveProperty('fontColor');
    expect(template.schemas[0][2]).toMatchObject({ bodyStyles: { fontColor: '#000', backgroundColor: '' }, tableStyles: { borderWidth: 0.3 } });
  });

  it('returns a clean template as it is', () => {
    const clean = { basePdf: { width: 10, height: 10, padding: [0, 0, 0, 0] }, schemas: [[{ name: 'a', type: 'text', fontColor: 'red' }]] };
    expect(dropUnusableColors(clean)).toEqual({ template: clean, problems: [] });
    expect(dropUnusableColors(clean).template).toBe(clean);
  });

  it('gives pdfme hex only: names become hex, and what is not a colour is an error for the worker to refuse', () => {
    const template = beaconTemplate() as unknown as Record<string, unknown>;
    const errors = toPrintableColors(template);
    expect(errors).toHaveLength(11);
    expect(errors.every((problem) => problem.severity === 'error')).toBe(true);
    const printable = dropUnusableColors(beaconTemplate()).template as unknown as Record<string, unknown>;
    expect(toPrintableColors(printable)).toEqual([]);
    const fields = (printable.schemas as Record<string, unknown>[][])[0];
    expect(fields[0].borderColor).toBe('#000080');
    expect(fields[1].color).toBe('#112233');
  });
});

describe('uploaded font data URLs', () => {
  const ttf = Buffer.from([0, 1, 0, 0, 0, 12, 0, 128, 0, 3, 0, 64, 1, 2, 3, 4]).toString('base64');
  const otf = Buffer.from('OTTO\0\x0b\0\x80\0\x03\0\x30').toString('base64');

  it('reads a TTF or OTF from a base64 data URL, whatever MIME type the browser gave it', () => {
    for (const mime of ['font/ttf', 'font/otf', 'application/x-font-ttf', 'application/octet-stream', '']) {
      expect(fontDataUrlProblem(`data:${mime};base64,${ttf}`)).toBeNull();
    }
    const read = readFontDataUrl(`data:font/otf;base64,${otf}`);
    expect(read.ok && String.fromCharCode(...read.bytes.slice(0, 4))).toBe('OTTO');
    const bytes = readFontDataUrl(`data:font/ttf;base64,${ttf}`);
    expect(bytes.ok && [...bytes.bytes]).toEqual([0, 1, 0, 0, 0, 12, 0, 128, 0, 3, 0, 64, 1, 2, 3, 4]);
  });

  it.each([
    ['a second url() source', `data:font/ttf;base64,${ttf}), url(http://127.0.0.1:9/f.ttf)`],
    ['a web address', 'http://127.0.0.1:9/f.ttf'],
    ['a quote', `data:font/ttf;base64,${ttf}"`],
    ['a space', `data:font/ttf;base64,${ttf} `],
    ['percent-encoding instead of base64', 'data:font/ttf,%00%01%00%00'],
    ['bad padding', `data:font/ttf;base64,${ttf}A`],
    ['a MIME type with parameters', `data:font/ttf;charset=x;base64,${ttf}`],
    ['a WOFF file', `data:font/woff;base64,${Buffer.from('wOFF\0\x01\0\0').toString('base64')}`],
    ['an image', `data:image/png;base64,${Buffer.from('\x89PNG\r\n\x1a\n').toString('base64')}`],
    ['nothing', 'data:font/ttf;base64,'],
  ])('refuses %s', (_name, value) => {
    expect(fontDataUrlProblem(value)).not.toBeNull();
    expect(readFontDataUrl(value).ok).toBe(false);
  });

  it('is reported by validation, naming the font, when it is not one', () => {
    const template = {
      basePdf: { width: 100, height: 100, padding: [0, 0, 0, 0] },
      schemas: [[{ name: 'a', type: 'text', position: { x: 0, y: 0 }, width: 10, height: 10, fontName: 'Tricked' }]],
      platen: { fonts: { Tricked: 'data:font/ttf;base64,AAAA), url(http://127.0.0.1:9/f.ttf', Good: `data:font/ttf;base64,${ttf}` } },
    };
    expect(validateTemplate(template)).toEqual([
      {
        path: ['platen', 'fonts', 'Tricked'],
        severity: 'error',
        message: 'The uploaded font “Tricked” is damaged: it is not an embedded font file (a base64 data: URL). Upload it again.',
      },
    ]);
  });

  it('refuses values that are not text', () => {
    for (const value of [undefined, null, 1, {}, []]) expect(readFontDataUrl(value).ok).toBe(false);
  });

  it('quotes a family name for CSS so it cannot end the string', () => {
    expect(cssFamilyName('Platen upload Inter')).toBe('"Platen upload Inter"');
    expect(cssFamilyName('a", url(http://h/x)')).toBe('"a\\", url(http://h/x)"');
    expect(cssFamilyName('back\\slash\nline')).toBe('"back\\\\slash\\a line"');
  });
});
