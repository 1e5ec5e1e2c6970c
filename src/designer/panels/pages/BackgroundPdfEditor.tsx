/** Upload a PDF as the page background (checked with pdf.js first: a damaged or encrypted file changes nothing). */
import { useId, useState } from 'react';
import { setBackgroundPdf } from '../../../templates/commands/setBackgroundPdf';
import type { BasePdf } from '../../../templates/types';
import { isBlankPdf } from '../../../templates/types';
import { designer } from '../../store';
import { backgroundFromFile } from './backgroundPdf';

/** Blank A4 with 10 mm margins: where "Remove background" returns to. */
const BLANK_A4 = { width: 210, height: 297, padding: [10, 10, 10, 10] as [number, number, number, number] };

export function BackgroundPdfEditor({ basePdf }: { basePdf: BasePdf }) {
  const id = useId();
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const hasPdf = !isBlankPdf(basePdf);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ text: `Reading ${file.name}…`, error: false });
    setStatus(await backgroundFromFile(file));
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
