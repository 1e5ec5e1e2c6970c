/**
 * HarfBuzz (harfbuzzjs, WebAssembly), the shaper Chromium uses: every face's GSUB and GPOS, Arabic joining, Indic
 * reordering, mark attachment, kerning. Loaded once per worker before anything is measured or drawn
 * (`loadShaper`, awaited by the engine's start), so shaping itself stays synchronous as pdfme's measuring and pdf-lib's
 * drawText are. One hb font per font file (keyed by its bytes), at its own units per em.
 */
import type * as HarfBuzz from 'harfbuzzjs';

type HarfBuzzModule = typeof HarfBuzz;

let module: HarfBuzzModule | undefined;
let loading: Promise<HarfBuzzModule> | undefined;

/** Loads HarfBuzz (the module instantiates its WebAssembly when first imported). */
export function loadShaper(): Promise<HarfBuzzModule> {
  loading ??= import('harfbuzzjs').then((loaded) => (module = loaded));
  return loading;
}

/** The loaded module; shaping before `loadShaper` resolved is a programming error, not a user's. */
export function shaper(): HarfBuzzModule {
  if (!module) throw new Error('HarfBuzz is not loaded: await loadShaper() when the engine starts');
  return module;
}

export interface HbFace {
  face: HarfBuzz.Face;
  font: HarfBuzz.Font;
  unitsPerEm: number;
  /** OpenType script tags the face's GSUB has lookups for, read at first use */
  substitutes?: Set<string>;
}

const faces = new WeakMap<Uint8Array, HbFace>();

/** The HarfBuzz font for a font file's bytes, made once per worker. Units: font units (scale = units per em). */
export function hbFaceOf(bytes: Uint8Array): HbFace {
  let face = faces.get(bytes);
  if (!face) {
    const hb = shaper();
    const hbFace = new hb.Face(new hb.Blob(bytes), 0);
    face = { face: hbFace, font: new hb.Font(hbFace), unitsPerEm: hbFace.upem };
    faces.set(bytes, face);
  }
  return face;
}

/** Scripts whose letters change shape with their neighbours (joining) or are reordered and combined (Indic, Khmer…). */
const NEEDS_SUBSTITUTION = new Set(['Arab', 'Syrc', 'Nkoo', 'Mong', 'Deva', 'Beng', 'Guru', 'Gujr', 'Orya', 'Taml', 'Telu', 'Knda', 'Mlym', 'Sinh', 'Khmr', 'Mymr', 'Tibt']);

/**
 * Whether the font file can set `script` (ISO 15924) as it must be set: true for scripts that need no substitution,
 * else whether its GSUB has lookups for one of the script's OpenType tags (an Arabic-cmap font without them prints
 * unjoined letters).
 */
export function canShapeScript(bytes: Uint8Array, script: string): boolean {
  if (!NEEDS_SUBSTITUTION.has(script)) return true;
  const hb = shaper();
  const face = hbFaceOf(bytes);
  face.substitutes ??= new Set(face.face.getTableScriptTags('GSUB'));
  return hb.otTagsFromScriptAndLanguage(script, '').scriptTags.some((tag) => face.substitutes!.has(tag));
}
