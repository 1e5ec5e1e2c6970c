/**
 * Registers the template's uploaded fonts with the page (document.fonts) under their template names, so the canvas
 * can draw with `font-family: "<fontName>"` — the same face the PDF embeds.
 */
import { useEffect } from 'react';
import { useDoc } from '../store';

const registered = new Map<string, { url: string; face: FontFace }>();

export function registerUploadedFonts(fonts: Record<string, string>): void {
  for (const [name, url] of Object.entries(fonts)) {
    const known = registered.get(name);
    if (known?.url === url) continue;
    if (known) document.fonts.delete(known.face);
    const face = new FontFace(name, `url(${JSON.stringify(url)})`);
    registered.set(name, { url, face });
    document.fonts.add(face);
    face.load().catch(() => undefined); // a broken upload was refused at upload time; an imported one just won't draw
  }
}

export function useUploadedFontFaces(): void {
  const fonts = useDoc((d) => d.platen?.fonts);
  useEffect(() => {
    if (fonts) registerUploadedFonts(fonts);
  }, [fonts]);
}
