/**
 * The designer canvas's barcode preview: SVG markup from the same encoder as the PDF, that scans, and that no value
 * or colour typed by a user can break out of.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { barcodeToSvg, encodeBarcode } from '../../../../src/worker/barcodes';
import { parseSvgBars, rasterisePolygons } from './svgRaster';
import { workDir, zbar } from './support';

describe('barcodeToSvg', () => {
  it('is a scalable <svg> of the encoder’s size that stretches to the field box, like the PDF', () => {
    const svg = barcodeToSvg('ean13', '590123412345', { height: 16, includetext: true, backgroundColor: '#ffffff' });
    const { width, height } = encodeBarcode('ean13', '590123412345', { includetext: true, heightMm: 16 });
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"`)).toBe(true);
    expect(svg).toContain('preserveAspectRatio="none"');
    expect(svg.match(/<(\w+)/g)).toEqual(['<svg', '<rect', '<path', '<path']); // background, bars, text
  });

  it.each([
    ['qrcode', 'https://example.com/badge/7', 'QR-Code:https://example.com/badge/7'],
    ['code128', 'SVG-0815', 'CODE-128:SVG-0815'],
    ['ean8', '9638507', 'EAN-8:96385074'],
  ])('%s preview scans as “%s”', (type, value, scanned) => {
    const svg = barcodeToSvg(type, value, { height: 20, includetext: false });
    const raster = rasterisePolygons(parseSvgBars(svg), 1.25);
    const path = join(workDir, `${type}-svg.pgm`);
    writeFileSync(path, raster.pgm);
    expect(zbar({ ...raster, path })).toEqual([scanned]);
  });

  it('never writes the value into the markup', () => {
    const svg = barcodeToSvg('code128', '</svg><script>alert(1)</script>', { height: 20 });
    expect(svg).not.toMatch(/script|alert|<\/svg>.*<\/svg>/);
    expect(svg.match(/<\/svg>/g)).toHaveLength(1);
  });

  it('replaces a colour that is not plain hex with the default', () => {
    const svg = barcodeToSvg('qrcode', 'x', {
      barColor: '#000" onload="alert(1)',
      backgroundColor: 'url(javascript:alert(1))',
      textColor: 'red',
    });
    expect(svg).not.toMatch(/onload|javascript|alert/);
    expect(svg).toContain('fill="#000000"');
    expect(svg).not.toContain('<rect');
  });

  it('uses the field’s colours', () => {
    const svg = barcodeToSvg('ean8', '9638507', { barColor: '#cc0000', backgroundColor: '#ffee00', textColor: '#0033cc' });
    expect(svg).toContain('<rect width=');
    expect(svg).toContain('fill="#ffee00"');
    expect(svg).toContain('fill="#cc0000" fill-rule="evenodd"');
    expect(svg).toContain('<path fill="#0033cc"');
  });

  it('throws the same sentence as the PDF renderer for a value it cannot encode', () => {
    expect(() => barcodeToSvg('ean8', '12', {})).toThrow('EAN-8 needs 7 or 8 digits, got “12”');
  });
});
