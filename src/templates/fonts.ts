/**
 * The fonts Platen ships (TTF files from npm packages, served from the app's own origin; never fetched from outside).
 * Templates name fonts by `name`; the worker, the CLI and the canvas each load `file` in their own way.
 */
export interface ShippedFont {
  /** The name used in a template's fontName property. */
  name: string;
  /** CSS family and style so the canvas draws with the same face as the PDF. */
  family: string;
  weight: 400 | 700;
  style: 'normal' | 'italic';
  /** Path inside node_modules. */
  file: string;
  /** Large fonts are loaded only when a template uses them. */
  lazy: boolean;
}

export const DEFAULT_FONT_NAME = 'Roboto';

/** A Noto Sans face from its @expo-google-fonts package (`NotoSansKR` → `NotoSansKR-Bold` for 700). */
function noto(name: string, family: string, pkg: string, weight: 400 | 700): ShippedFont {
  const variant = weight === 700 ? '700Bold' : '400Regular';
  return {
    name: weight === 700 ? `${name}-Bold` : name,
    family,
    weight,
    style: 'normal',
    file: `@expo-google-fonts/${pkg}/${variant}/${name}_${variant}.ttf`,
    lazy: true,
  };
}

export const SHIPPED_FONTS: readonly ShippedFont[] = [
  { name: 'Roboto', family: 'Roboto', weight: 400, style: 'normal', file: '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf', lazy: false },
  { name: 'Roboto-Bold', family: 'Roboto', weight: 700, style: 'normal', file: '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf', lazy: false },
  { name: 'Roboto-Italic', family: 'Roboto', weight: 400, style: 'italic', file: '@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf', lazy: false },
  { name: 'Roboto-BoldItalic', family: 'Roboto', weight: 700, style: 'italic', file: '@expo-google-fonts/roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf', lazy: false },
  { name: 'NotoSansJP', family: 'Noto Sans JP', weight: 400, style: 'normal', file: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf', lazy: true },
  { name: 'NotoSansJP-Bold', family: 'Noto Sans JP', weight: 700, style: 'normal', file: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf', lazy: true },
  // Fallback faces for text the field's font lacks (src/templates/fontFallback.ts); selectable as fonts too.
  noto('NotoSans', 'Noto Sans', 'noto-sans', 400),
  noto('NotoSans', 'Noto Sans', 'noto-sans', 700),
  noto('NotoSansKR', 'Noto Sans KR', 'noto-sans-kr', 400),
  noto('NotoSansKR', 'Noto Sans KR', 'noto-sans-kr', 700),
  noto('NotoSansSC', 'Noto Sans SC', 'noto-sans-sc', 400),
  noto('NotoSansSC', 'Noto Sans SC', 'noto-sans-sc', 700),
  noto('NotoSansTC', 'Noto Sans TC', 'noto-sans-tc', 400),
  noto('NotoSansTC', 'Noto Sans TC', 'noto-sans-tc', 700),
  noto('NotoSansArabic', 'Noto Sans Arabic', 'noto-sans-arabic', 400),
  noto('NotoSansArabic', 'Noto Sans Arabic', 'noto-sans-arabic', 700),
  noto('NotoSansHebrew', 'Noto Sans Hebrew', 'noto-sans-hebrew', 400),
  noto('NotoSansHebrew', 'Noto Sans Hebrew', 'noto-sans-hebrew', 700),
  noto('NotoSansThai', 'Noto Sans Thai', 'noto-sans-thai', 400),
  noto('NotoSansThai', 'Noto Sans Thai', 'noto-sans-thai', 700),
  noto('NotoSansDevanagari', 'Noto Sans Devanagari', 'noto-sans-devanagari', 400),
  noto('NotoSansDevanagari', 'Noto Sans Devanagari', 'noto-sans-devanagari', 700),
  noto('NotoSansSymbols', 'Noto Sans Symbols', 'noto-sans-symbols', 400),
  noto('NotoSansSymbols', 'Noto Sans Symbols', 'noto-sans-symbols', 700),
];

/** The shipped font with this name, if any. */
export function findShippedFont(name: string): ShippedFont | undefined {
  return SHIPPED_FONTS.find((font) => font.name === name);
}
