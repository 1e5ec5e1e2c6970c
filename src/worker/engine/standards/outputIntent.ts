/**
 * The PDF/A OutputIntent: Platen prints in DeviceRGB (pdfme's colours are hex RGB), which PDF/A accepts only with an
 * RGB output intent saying what the numbers mean. The profile is Platen's own sRGB (scripts/make-srgb-icc.mjs).
 */
import { PDFName, PDFString, type PDFDocument } from '@pdfme/pdf-lib';
import { SRGB_PROFILE_BASE64 } from './srgbProfile';

let profile: Uint8Array | undefined;

function srgbProfile(): Uint8Array {
  if (!profile) {
    const binary = atob(SRGB_PROFILE_BASE64);
    profile = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  }
  return profile;
}

/** Sets the catalog's /OutputIntents to one GTS_PDFA1 intent with the sRGB profile (replacing any there was). */
export function addSrgbOutputIntent(doc: PDFDocument): void {
  const { context } = doc;
  const iccRef = context.register(context.flateStream(srgbProfile(), { N: 3 }));
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    RegistryName: PDFString.of('http://www.color.org'),
    DestOutputProfile: iccRef,
  });
  doc.catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(intent)]));
}
