/**
 * Just enough of an SVG rasteriser to scan our previews: the bar path's straight-edged subpaths (M, L, h, v, Z),
 * filled even-odd with a white quiet zone, as a binary PGM.
 */
type Point = [number, number];

/** The subpaths of the even-odd bar path in barcodeToSvg's markup, plus the viewBox size. */
export function parseSvgBars(svg: string): { width: number; height: number; polygons: Point[][] } {
  const [, w, h] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg) ?? [];
  const [, d] = /fill-rule="evenodd" d="([^"]*)"/.exec(svg) ?? [];
  const polygons: Point[][] = [];
  let current: Point[] = [];
  let pen: Point = [0, 0];
  for (const [, command, args] of d.matchAll(/([MLhvZ])([^MLhvZ]*)/g)) {
    const n = args.trim().split(/[\s,]+/).filter(Boolean).map(Number);
    if (command === 'M') {
      current = [(pen = [n[0], n[1]])];
      polygons.push(current);
    } else if (command === 'L') current.push((pen = [n[0], n[1]]));
    else if (command === 'h') current.push((pen = [pen[0] + n[0], pen[1]]));
    else if (command === 'v') current.push((pen = [pen[0], pen[1] + n[0]]));
  }
  return { width: Number(w), height: Number(h), polygons };
}

/** Fills the polygons (even-odd) at `pxPerUnit`, with a quiet zone of 20 units, as a binary PGM (black ink). */
export function rasterisePolygons(
  { width, height, polygons }: { width: number; height: number; polygons: Point[][] },
  pxPerUnit: number,
): { width: number; height: number; grey: Uint8Array; pgm: Uint8Array } {
  const quiet = 20;
  const W = Math.ceil((width + 2 * quiet) / pxPerUnit);
  const H = Math.ceil((height + 2 * quiet) / pxPerUnit);
  const grey = new Uint8Array(W * H).fill(255);
  const edges = polygons.flatMap((poly) => poly.map((p, i): [Point, Point] => [p, poly[(i + 1) % poly.length]]));
  for (let row = 0; row < H; row += 1) {
    const y = (row + 0.5) * pxPerUnit - quiet;
    const crossings = edges
      .filter(([a, b]) => (a[1] <= y) !== (b[1] <= y))
      .map(([a, b]) => a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]))
      .sort((p, q) => p - q);
    for (let i = 0; i + 1 < crossings.length; i += 2) {
      const from = Math.max(0, Math.round((crossings[i] + quiet) / pxPerUnit));
      const to = Math.min(W, Math.round((crossings[i + 1] + quiet) / pxPerUnit));
      grey.fill(0, row * W + from, row * W + to);
    }
  }
  const header = new TextEncoder().encode(`P5\n${W} ${H}\n255\n`);
  const pgm = new Uint8Array(header.length + grey.length);
  pgm.set(header);
  pgm.set(grey, header.length);
  return { width: W, height: H, grey, pgm };
}
