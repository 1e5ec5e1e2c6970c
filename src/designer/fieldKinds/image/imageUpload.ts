/** Reading uploaded pictures into field content: images become data URLs (downscaled when huge), SVG stays text. */

/** Longest side, px, kept for an uploaded image: 300 dpi across an A4 width is ~2480 px. */
export const MAX_IMAGE_SIDE_PX = 2480;

export type UploadResult = { ok: true; content: string; note?: string } | { ok: false; message: string };

function readAs(file: File, as: 'dataUrl' | 'text'): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    if (as === 'dataUrl') reader.readAsDataURL(file);
    else reader.readAsText(file);
  });
}

/** An image file as a PNG/JPEG data URL; anything over MAX_IMAGE_SIDE_PX is scaled down first (and says so). */
export async function readImageFile(file: File): Promise<UploadResult> {
  if (!/^image\/(png|jpeg)$/.test(file.type)) {
    return { ok: false, message: `“${file.name}” is not a PNG or JPEG image (pdfme can embed only those).` };
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, message: `“${file.name}” could not be decoded as an image; the file may be damaged.` };
  }
  const longest = Math.max(bitmap.width, bitmap.height);
  if (longest <= MAX_IMAGE_SIDE_PX) {
    bitmap.close();
    return { ok: true, content: await readAs(file, 'dataUrl') };
  }
  const original = { width: bitmap.width, height: bitmap.height };
  const scale = MAX_IMAGE_SIDE_PX / longest;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  return {
    ok: true,
    content: canvas.toDataURL(type, 0.9),
    note: `The image was ${original.width} × ${original.height} px; it was scaled down to ${canvas.width} × ${canvas.height} px to keep the template small.`,
  };
}

/** An SVG file's markup, checked to be well-formed SVG. It is stored as text and never injected into the page. */
export async function readSvgFile(file: File): Promise<UploadResult> {
  const text = await readAs(file, 'text');
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  if (parsed.querySelector('parsererror') || parsed.documentElement.nodeName.toLowerCase() !== 'svg') {
    return { ok: false, message: `“${file.name}” is not a well-formed SVG file.` };
  }
  return { ok: true, content: text };
}
