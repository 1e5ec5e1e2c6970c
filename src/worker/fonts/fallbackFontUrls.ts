/**
 * The fallback faces (src/templates/fontFallback.ts) as Vite assets on the app's own origin, keyed by SHIPPED_FONTS
 * file: fetched by the worker and loaded by the canvas's FontFaces only when a text needs them.
 */
import notoSans from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';
import notoSansBold from '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url';
import notoSansKR from '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf?url';
import notoSansKRBold from '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf?url';
import notoSansSC from '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url';
import notoSansSCBold from '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf?url';
import notoSansTC from '@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf?url';
import notoSansTCBold from '@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf?url';
import notoSansArabic from '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf?url';
import notoSansArabicBold from '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf?url';
import notoSansHebrew from '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf?url';
import notoSansHebrewBold from '@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf?url';
import notoSansThai from '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf?url';
import notoSansThaiBold from '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf?url';
import notoSansDevanagari from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url';
import notoSansDevanagariBold from '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf?url';
import notoSansSymbols from '@expo-google-fonts/noto-sans-symbols/400Regular/NotoSansSymbols_400Regular.ttf?url';
import notoSansSymbolsBold from '@expo-google-fonts/noto-sans-symbols/700Bold/NotoSansSymbols_700Bold.ttf?url';

export const FALLBACK_FONT_URLS: Record<string, string> = {
  '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf': notoSans,
  '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf': notoSansBold,
  '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf': notoSansKR,
  '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf': notoSansKRBold,
  '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf': notoSansSC,
  '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf': notoSansSCBold,
  '@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf': notoSansTC,
  '@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf': notoSansTCBold,
  '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf': notoSansArabic,
  '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf': notoSansArabicBold,
  '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf': notoSansHebrew,
  '@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf': notoSansHebrewBold,
  '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf': notoSansThai,
  '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf': notoSansThaiBold,
  '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf': notoSansDevanagari,
  '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf': notoSansDevanagariBold,
  '@expo-google-fonts/noto-sans-symbols/400Regular/NotoSansSymbols_400Regular.ttf': notoSansSymbols,
  '@expo-google-fonts/noto-sans-symbols/700Bold/NotoSansSymbols_700Bold.ttf': notoSansSymbolsBold,
};
