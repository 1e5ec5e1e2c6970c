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

export const SHIPPED_FONTS: readonly ShippedFont[] = [
  { name: 'Roboto', family: 'Roboto', weight: 400, style: 'normal', file: '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf', lazy: false },
  { name: 'Roboto-Bold', family: 'Roboto', weight: 700, style: 'normal', file: '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf', lazy: false },
  { name: 'Roboto-Italic', family: 'Roboto', weight: 400, style: 'italic', file: '@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf', lazy: false },
  { name: 'Roboto-BoldItalic', family: 'Roboto', weight: 700, style: 'italic', file: '@expo-google-fonts/roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf', lazy: false },
  { name: 'NotoSansJP', family: 'Noto Sans JP', weight: 400, style: 'normal', file: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf', lazy: true },
  { name: 'NotoSansJP-Bold', family: 'Noto Sans JP', weight: 700, style: 'normal', file: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf', lazy: true },
];

/** The shipped font with this name, if any. */
export function findShippedFont(name: string): ShippedFont | undefined {
  return SHIPPED_FONTS.find((font) => font.name === name);
}
