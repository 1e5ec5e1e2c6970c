/**
 * Registers the shipped TTFs as CSS FontFaces so the canvas draws text with the same face as the PDF.
 * The files come from node_modules through Vite `?url` imports: served from the app's origin, never the network.
 * FontFaces added to document.fonts load on first use, so the large Noto Sans JP files cost nothing until used.
 */
import robotoRegular from '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf?url';
import robotoBold from '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf?url';
import robotoItalic from '@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf?url';
import robotoBoldItalic from '@expo-google-fonts/roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf?url';
import notoRegular from '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf?url';
import notoBold from '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf?url';
import { DEFAULT_FONT_NAME, findShippedFont, SHIPPED_FONTS } from '../../templates/fonts';

// Keyed by the font's file (src/templates/fonts.ts), so a renamed font there fails loudly here.
const URLS: Record<string, string> = {
  '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf': robotoRegular,
  '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf': robotoBold,
  '@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf': robotoItalic,
  '@expo-google-fonts/roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf': robotoBoldItalic,
  '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf': notoRegular,
  '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf': notoBold,
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
}

const uploaded = new Map<string, { face: FontFace; dataUrl: string }>();

/** Registers fonts uploaded into a template (name → data URL) as the CSS family "Platen upload <name>". */
export function registerTemplateFonts(fonts: Record<string, string> | undefined): void {
  if (!fonts || typeof FontFace === 'undefined') return;
  for (const [name, dataUrl] of Object.entries(fonts)) {
    const known = uploaded.get(name);
    if (known?.dataUrl === dataUrl) continue;
    // a font re-uploaded under the same name replaces the old face
    if (known) document.fonts.delete(known.face);
    const face = new FontFace(`Platen upload ${name}`, `url(${dataUrl})`);
    uploaded.set(name, { face, dataUrl });
    document.fonts.add(face);
    face.load().catch(() => undefined); // a broken upload falls back to the default face; the data panel reports it
  }
}

/** CSS font properties for a template fontName (shipped, uploaded, or the default). */
export function fontCss(fontName: unknown): { fontFamily: string; fontWeight: number; fontStyle: 'normal' | 'italic' } {
  const name = typeof fontName === 'string' && fontName ? fontName : DEFAULT_FONT_NAME;
  const shipped = findShippedFont(name);
  if (shipped) return { fontFamily: `"Platen ${shipped.family}", sans-serif`, fontWeight: shipped.weight, fontStyle: shipped.style };
  if (uploaded.has(name)) return { fontFamily: `"Platen upload ${name}", "Platen Roboto", sans-serif`, fontWeight: 400, fontStyle: 'normal' };
  return { fontFamily: '"Platen Roboto", sans-serif', fontWeight: 400, fontStyle: 'normal' };
}
