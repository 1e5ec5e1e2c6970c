#!/usr/bin/env node
/**
 * Writes Platen's own sRGB IEC 61966-2.1 display profile (ICC v2.1) from the standard's published parameters, so the
 * PDF/A OutputIntent ships no third-party profile and no licence question: primaries and D65 white from the
 * standard's chromaticities, adapted to the ICC's D50 connection space with the Bradford transform, and the sRGB
 * tone curve sampled at 1024 points. Output: src/worker/engine/standards/srgbProfile.ts (base64 of the profile).
 *
 *   node scripts/make-srgb-icc.mjs
 */
import { writeFileSync } from 'node:fs';

const D50 = [0.9642, 1.0, 0.8249];
const xyz = ([x, y]) => [x / y, 1, (1 - x - y) / y];
const white = xyz([0.3127, 0.329]);
const primaries = [[0.64, 0.33], [0.3, 0.6], [0.15, 0.06]].map(xyz);

const mul = (m, v) => m.map((row) => row[0] * v[0] + row[1] * v[1] + row[2] * v[2]);
const matmul = (a, b) => a.map((row) => [0, 1, 2].map((j) => row[0] * b[0][j] + row[1] * b[1][j] + row[2] * b[2][j]));
function invert(m) {
  const [[a, b, c], [d, e, f], [g, h, i]] = m;
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  return [
    [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
    [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
    [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
  ];
}
// RGB → XYZ (D65): columns are the primaries scaled so that RGB (1,1,1) gives the white point.
const P = [0, 1, 2].map((row) => primaries.map((p) => p[row]));
const scale = mul(invert(P), white);
const rgbToXyz = P.map((row) => row.map((value, j) => value * scale[j]));
// Bradford chromatic adaptation D65 → D50.
const bradford = [[0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296]];
const cone = (w) => mul(bradford, w);
const [src, dst] = [cone(white), cone(D50)];
const adapt = matmul(invert(bradford), matmul([0, 1, 2].map((k) => [0, 1, 2].map((j) => (k === j ? dst[k] / src[k] : 0))), bradford));
const adapted = matmul(adapt, rgbToXyz);
const colorant = (j) => [0, 1, 2].map((row) => adapted[row][j]);

const s15 = (value) => Math.round(value * 65536);
const ascii = (text) => [...text].map((c) => c.charCodeAt(0));
const u32 = (n) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16 = (n) => [(n >>> 8) & 255, n & 255];
const i32 = (n) => u32(n >>> 0);

const description = 'sRGB IEC61966-2.1 (Platen)';
const tags = [
  ['desc', [...ascii('desc'), 0, 0, 0, 0, ...u32(description.length + 1), ...ascii(description), 0, ...u32(0), ...u32(0), ...u16(0), 0, ...new Array(67).fill(0)]],
  ['cprt', [...ascii('text'), 0, 0, 0, 0, ...ascii('No copyright, use freely'), 0]],
  ['wtpt', [...ascii('XYZ '), 0, 0, 0, 0, ...D50.flatMap((v) => i32(s15(v)))]],
  ['rXYZ', [...ascii('XYZ '), 0, 0, 0, 0, ...colorant(0).flatMap((v) => i32(s15(v)))]],
  ['gXYZ', [...ascii('XYZ '), 0, 0, 0, 0, ...colorant(1).flatMap((v) => i32(s15(v)))]],
  ['bXYZ', [...ascii('XYZ '), 0, 0, 0, 0, ...colorant(2).flatMap((v) => i32(s15(v)))]],
];
// IEC 61966-2.1's tone curve: linear below 0.04045, else ((v + 0.055) / 1.055)^2.4.
const points = 1024;
const curve = [...ascii('curv'), 0, 0, 0, 0, ...u32(points)];
for (let k = 0; k < points; k += 1) {
  const v = k / (points - 1);
  const linear = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  curve.push(...u16(Math.round(linear * 65535)));
}
tags.push(['rTRC', curve], ['gTRC', curve], ['bTRC', curve]);

const pad = (bytes) => [...bytes, ...new Array((4 - (bytes.length % 4)) % 4).fill(0)];
const tableSize = 4 + tags.length * 12;
let offset = 128 + tableSize;
const table = [...u32(tags.length)];
const data = [];
const placed = new Map();
for (const [signature, body] of tags) {
  // The three tone curves are one curve: stored once, pointed at three times (as profiles usually do).
  let at = placed.get(body);
  if (at === undefined) {
    at = offset;
    placed.set(body, at);
    data.push(...pad(body));
    offset += pad(body).length;
  }
  table.push(...ascii(signature), ...u32(at), ...u32(body.length));
}
const size = 128 + table.length + data.length;
const header = [
  ...u32(size), ...ascii('none'), 0x02, 0x10, 0, 0, ...ascii('mntr'), ...ascii('RGB '), ...ascii('XYZ '),
  // 2026-01-01 00:00:00: a fixed date, so the script always writes the same bytes.
  ...u16(2026), ...u16(1), ...u16(1), ...u16(0), ...u16(0), ...u16(0),
  ...ascii('acsp'), ...u32(0), ...u32(0), ...u32(0), ...u32(0), ...u32(0), ...u32(0), ...u32(0),
  ...u32(0), ...D50.flatMap((v) => i32(s15(v))), ...ascii('none'),
];
header.push(...new Array(128 - header.length).fill(0));
const profile = Uint8Array.from([...header, ...table, ...data]);
if (profile.length !== size) throw new Error(`size ${profile.length} != ${size}`);

const base64 = Buffer.from(profile).toString('base64');
const lines = base64.match(/.{1,100}/g).map((line) => `  '${line}'`).join(',\n');
writeFileSync(
  new URL('../src/worker/engine/standards/srgbProfile.ts', import.meta.url),
  `/**
 * Platen's own sRGB IEC 61966-2.1 display profile (ICC v2.1, ${size} bytes), written by scripts/make-srgb-icc.mjs from
 * the standard's published primaries, white point and tone curve: the PDF/A OutputIntent's DestOutputProfile.
 * Generated: edit the script, not this file.
 */
export const SRGB_PROFILE_BASE64 = [
${lines},
].join('');
`,
);
console.log(`wrote ${size} bytes of profile; red ${colorant(0).map((v) => v.toFixed(4))}, green ${colorant(1).map((v) => v.toFixed(4))}, blue ${colorant(2).map((v) => v.toFixed(4))}`);
