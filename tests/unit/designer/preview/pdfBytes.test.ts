import { readFileSync } from 'node:fs';
import { PDFDocument } from '@pdfme/pdf-lib';
import { describe, expect, it } from 'vitest';
import { declaresEncryption, looksLikePdf } from '../../../../src/designer/preview/pdfBytes';

describe('checking an uploaded background PDF', () => {
  it('spots an owner-password PDF, which pdf.js would open but pdfme cannot draw onto', async () => {
    const bytes = new Uint8Array(readFileSync('tests/fixtures/library/owner-password.pdf'));
    expect(looksLikePdf(bytes)).toBe(true);
    expect(declaresEncryption(bytes)).toBe(true);
    // The engine's PDF library agrees: it refuses the file.
    await expect(PDFDocument.load(bytes)).rejects.toThrow(/encrypted/i);
  });

  it('passes an ordinary PDF', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const bytes = await pdf.save();
    expect(looksLikePdf(bytes)).toBe(true);
    expect(declaresEncryption(bytes)).toBe(false);
  });

  it('does not take /EncryptMetadata for /Encrypt, and refuses what is not a PDF at all', () => {
    expect(declaresEncryption(new TextEncoder().encode('%PDF-1.7 << /EncryptMetadata false >>'))).toBe(false);
    expect(looksLikePdf(new TextEncoder().encode('PK\u0003\u0004 a zip file'))).toBe(false);
  });
});
