/** Upload a PDF as the page background (checked with pdf.js first: a damaged or encrypted file changes nothing). */
import { useId, useState } from 'react';
import { setBackgroundPdf } from '../../../templates/commands/setBackgroundPdf';
import type { BasePdf } from '../../../templates/types';
import { isBlankPdf } from '../../../templates/types';
import { PdfOpenError, openPdf } from '../../preview/pdfjs';
import { designer } from '../../store';

/** Blank A4 with 10 mm margins: where "Remove background" returns to. */
const BLANK_A4 = { width: 210, height: 297, padding: [10, 10, 10, 10] as [number, number, number, number] };

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function BackgroundPdfEditor({ basePdf }: { basePdf: BasePdf }) {
  const id = useId();
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const hasPdf = !isBlankPdf(basePdf);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ text: `Reading ${file.name}…`, error: false });
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const doc = await openPdf(bytes);
      const pageCount = doc.numPages;
      try {
        // pdf.js repairs a lot; a first page that cannot be read means the PDF engine would fail on it too.
        if (pageCount < 1) throw new PdfOpenError('This file is not a readable PDF: it has no pages.', 'corrupt');
        await doc.getPage(1);
      } finally {
        await doc.loadingTask.destroy();
      }
      const dataUrl = await readDataUrl(new File([bytes], file.name, { type: 'application/pdf' }));
      designer.run(setBackgroundPdf, { basePdf: dataUrl, pageCount });
      setStatus({ text: `${file.name}: ${pageCount} page${pageCount === 1 ? '' : 's'} in the background.`, error: false });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setStatus({ text: `${file.name} was not used. ${message}`, error: true });
    }
  };

  return (
    <div className="prop-grid">
      <div className="prop prop--wide">
        <span>
          <label htmlFor={id}>Background PDF</label>
        </span>
        <input
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      {hasPdf && (
        <button type="button" className="prop--wide" onClick={() => designer.run(setBackgroundPdf, { basePdf: BLANK_A4, pageCount: 0 })}>
          Remove background PDF
        </button>
      )}
      {status && (
        <p className={`prop--wide ${status.error ? 'prop__error' : 'panel__note'}`} role={status.error ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
    </div>
  );
}
