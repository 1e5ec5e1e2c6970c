import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZES,
  findPageSize,
  inToMm,
  matchPageSize,
  mm,
  mmToPt,
  mmToPx,
  pt,
  ptToMm,
  px,
  pxToMm,
  roundMm,
} from '../../../src/templates/units';

describe('unit conversions', () => {
  it('knows an inch is 25.4 mm, 72 pt and 96 px at 100 %', () => {
    expect(mmToPt(mm(25.4))).toBeCloseTo(72, 10);
    expect(ptToMm(pt(72))).toBeCloseTo(25.4, 10);
    expect(mmToPx(mm(25.4), 1)).toBeCloseTo(96, 10);
    expect(pxToMm(px(96), 1)).toBeCloseTo(25.4, 10);
  });

  it('draws twice as many pixels per millimetre at 200 % zoom', () => {
    expect(mmToPx(mm(10), 2)).toBeCloseTo(2 * mmToPx(mm(10), 1), 10);
    expect(pxToMm(px(100), 0.5)).toBeCloseTo(2 * pxToMm(px(100), 1), 10);
  });

  it.each([0.25, 0.5, 1, 1.5, 2, 3.7])('round-trips mm -> px -> mm at zoom %s', (zoom) => {
    for (const value of [0, 0.1, 12.7, 105, 297, 1234.5]) {
      expect(pxToMm(mmToPx(mm(value), zoom), zoom)).toBeCloseTo(value, 9);
    }
  });

  it('round-trips mm -> pt -> mm', () => {
    for (const value of [0, 0.5, 10, 210, 297, 431.8]) {
      expect(ptToMm(mmToPt(mm(value)))).toBeCloseTo(value, 9);
    }
  });

  it('rounds stored millimetres to 0.01 mm without float noise or negative zero', () => {
    expect(roundMm(37.79527559055118)).toBe(37.8);
    expect(roundMm(0.07)).toBe(0.07);
    expect(Object.is(roundMm(-0.001), 0)).toBe(true);
    expect(roundMm(12.34, 0.5)).toBe(12.5);
  });
});

describe('page sizes', () => {
  it('offers A4 at 210 × 297 mm and US Letter at 8.5 × 11 in', () => {
    expect(findPageSize('a4')).toMatchObject({ width: 210, height: 297 });
    expect(findPageSize('letter')?.width).toBeCloseTo(215.9, 6);
    expect(findPageSize('letter')?.height).toBeCloseTo(279.4, 6);
  });

  it('has the label and badge sizes people print on', () => {
    const sizes = PAGE_SIZES.map((size) => [size.id, Math.round(size.width * 10) / 10, Math.round(size.height * 10) / 10]);
    expect(sizes).toEqual(
      expect.arrayContaining([
        ['a3', 297, 420],
        ['a5', 148, 210],
        ['a6', 105, 148],
        ['legal', 215.9, 355.6],
        ['shipping-4x6', 101.6, 152.4],
        ['label-62x29', 62, 29],
        ['address-89x36', 89, 36],
        ['badge-86x54', 86, 54],
        ['ticket-203x76', 203, 76],
      ]),
    );
    expect(new Set(PAGE_SIZES.map((size) => size.id)).size).toBe(PAGE_SIZES.length);
  });

  it('recognises a page size in either orientation', () => {
    expect(matchPageSize(297, 210)).toEqual({ size: findPageSize('a4'), landscape: true });
    expect(matchPageSize(101.6, 152.4)?.size.id).toBe('shipping-4x6');
    expect(matchPageSize(inToMm(4), inToMm(6))?.landscape).toBe(false);
    expect(matchPageSize(100, 100)).toBeUndefined();
  });
});
