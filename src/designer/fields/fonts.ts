/**
 * Registers the shipped TTFs as CSS FontFaces so the canvas draws text with the same face as the PDF.
 * The files come from node_modules through Vite `?url` imports: served from the app's origin, never the network.
 * FontFaces added to document.fonts load on first use, so the large Noto Sans JP files cost nothing until used.
 *
 * Characters a field's font lacks are drawn as the PDF draws them (src/templates/fontFallback.ts): every family stack
 * continues with Roboto and the fallback faces in the worker's order, each face limited by unicode-range to the
 * scripts it is a fallback for. The browser then picks per character exactly as the worker does — first face whose
 * range and cmap hold it — and fetches a fallback file only when some text needs it; never a system font for them.
 */
import robotoRegular from '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf?url';
import robotoBold from '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf?url';
import robotoItalic from '@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf?url';
import robotoBoldItalic from '@expo-google-fonts/roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf?url';
import notoRegular from '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf?url';
import notoBold from '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf?url';
import { DEFAULT_FONT_NAME, findShippedFont, SHIPPED_FONTS } from '../../templates/fonts';
import { cssUnicodeRange, fallbackFamilies } from '../../templates/fontFallback';
import { FALLBACK_FONT_URLS } from '../../worker/fonts/fallbackFontUrls';
import { cssFamilyName, readFontDataUrl } from '../../templates/fontDataUrl';

// Keyed by the font's file (src/templates/fonts.ts), so a renamed font there fails loudly here.
const URLS: Record<string, string> = {
  '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf': robotoRegular,
  '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf': robotoBold,
  '@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf': robotoItalic,
  '@expo-google-fonts/roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf': robotoBoldItalic,
  '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf': notoRegular,
  '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf': notoBold,
  ...FALLBACK_FONT_URLS,
};

let registered = false;

/** Adds every shipped font to document.fonts once. */
export function registerShippedFonts(): void {
  if (registered || typeof document === 'undefined' || typeof FontFace === 'undefined') return;
  registered = true;
  for (const font of SHIPPED_FONTS) {
    const url = URLS[font.file];
    if (!url) continue;
    const face = new FontFace(`Platen ${font.family}`, `url(${url})`, { weight: String(font.weight), style: font.style });
    document.fonts.add(face);
  }
  for (const family of fallbackFamilies()) {
    const unicodeRange = cssUnicodeRange(family.ranges);
    for (const [name, weight] of [[family.regular, '400'], [family.bold, '700']] as const) {
      const url = URLS[findShippedFont(name)?.file ?? ''];
      if (url) document.fonts.add(new FontFace(fallbackFamily(family.family), `url(${url})`, { weight, unicodeRange }));
    }
  }
}

function fallbackFamily(family: string): string {
  return `Platen fallback ${family}`;
}

/** Roboto, then the fallback faces in the worker's order for this language (CJK order follows template.platen.lang). */
function fallbackStack(lang: string | undefined): string {
  return ['"Platen Roboto"', ...fallbackFamilies(lang).map((family) => `"${fallbackFamily(family.family)}"`), 'sans-serif'].join(', ');
}

const uploaded = new Map<string, { face: FontFace; dataUrl: string }>();

/**
 * Registers fonts uploaded into a template (name → data URL) as the CSS family "Platen upload <name>". Each face is
 * made from the font's bytes, never from a url() source, so the template's text cannot add a source on another site
 * (issue #9); a value that is not a valid font data URL is not loaded at all (validation reports it).
 */
export function registerTemplateFonts(fonts: Record<string, string> | undefined): void {
  if (!fonts || typeof FontFace === 'undefined') return;
  for (const [name, dataUrl] of Object.entries(fonts)) {
    const known = uploaded.get(name);
    if (known?.dataUrl === dataUrl) continue;
    // a font re-uploaded under the same name replaces the old face
    if (known) document.fonts.delete(known.face);
    uploaded.delete(name);
    const font = readFontDataUrl(dataUrl);
    if (!font.ok) continue;
    const face = new FontFace(uploadFamily(name), font.bytes.buffer);
    uploaded.set(name, { face, dataUrl });
    document.fonts.add(face);
    face.load().catch(() => undefined); // a font the browser cannot draw falls back to the default face
  }
}

/** The CSS family of an uploaded font; FontFace takes the family as a plain name, CSS needs it quoted (cssFamilyName). */
function uploadFamily(name: string): string {
  return `Platen upload ${name}`;
}

/** CSS font properties for a template fontName (shipped, uploaded, or the default); `lang` is template.platen.lang. */
export function fontCss(fontName: unknown, lang?: string): { fontFamily: string; fontWeight: number; fontStyle: 'normal' | 'italic' } {
  const name = typeof fontName === 'string' && fontName ? fontName : DEFAULT_FONT_NAME;
  const shipped = findShippedFont(name);
  const stack = fallbackStack(lang);
  if (shipped) return { fontFamily: `"Platen ${shipped.family}", ${stack}`, fontWeight: shipped.weight, fontStyle: shipped.style };
  if (uploaded.has(name)) return { fontFamily: `${cssFamilyName(uploadFamily(name))}, ${stack}`, fontWeight: 400, fontStyle: 'normal' };
  return { fontFamily: stack, fontWeight: 400, fontStyle: 'normal' };
}
