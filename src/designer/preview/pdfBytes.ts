/** Quick checks on PDF bytes before handing them to pdf.js or the engine. Pure. */

const ENCRYPT = [0x2f, 0x45, 0x6e, 0x63, 0x72, 0x79, 0x70, 0x74]; // "/Encrypt"

/**
 * Whether the PDF declares encryption (an /Encrypt entry in its trailer or cross-reference stream dictionary, both
 * stored uncompressed). pdf.js opens owner-password PDFs without asking, but pdf-lib — and so pdfme — refuses
 * encrypted files, so the upload has to be refused here with a reason.
 */
export function declaresEncryption(bytes: Uint8Array): boolean {
  outer: for (let i = 0; i <= bytes.length - ENCRYPT.length; i++) {
    if (bytes[i] !== 0x2f) continue;
    for (let j = 1; j < ENCRYPT.length; j++) if (bytes[i + j] !== ENCRYPT[j]) continue outer;
    // "/EncryptMetadata" is a different key (inside an encryption dictionary, which /Encrypt would point to anyway).
    const next = bytes[i + ENCRYPT.length];
    if (next === undefined || !((next >= 0x41 && next <= 0x5a) || (next >= 0x61 && next <= 0x7a))) return true;
  }
  return false;
}

/** Whether the bytes start like a PDF ("%PDF-" within the first KB, as readers allow). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}
