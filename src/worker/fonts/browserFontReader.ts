/**
 * Browser side: each shipped TTF is a Vite asset on the app's own origin (`?url`), fetched only when a template names
 * it, or a record's text needs it as a fallback — NotoSansSC is 10 MB and most templates never use it.
 */
import type { FontFileReader } from './fontSet';
import { FALLBACK_FONT_URLS } from './fallbackFontUrls';
import roboto from '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf?url';
import robotoBold from '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf?url';
import robotoItalic from '@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf?url';
import robotoBoldItalic from '@expo-google-fonts/roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf?url';
import notoSansJp from '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf?url';
import notoSansJpBold from '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf?url';

const URLS: Record<string, string> = {
  '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf': roboto,
  '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf': robotoBold,
  '@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf': robotoItalic,
  '@expo-google-fonts/roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf': robotoBoldItalic,
  '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf': notoSansJp,
  '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf': notoSansJpBold,
  ...FALLBACK_FONT_URLS,
};

export const fetchShippedFont: FontFileReader = async (file) => {
  const url = URLS[file];
  if (!url) throw new Error(`No shipped font file ${file}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${file} could not be loaded (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
};
