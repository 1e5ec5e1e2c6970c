/** The uploaded PDF page behind the fields, drawn by designer-panels' pdf.js renderer. */
import { BasePdfPage } from '../preview/BasePdfPage';

export function BasePdf(props: { pdf: string; pageIndex: number; widthPx: number; heightPx: number }) {
  return (
    <div className="page-base" aria-hidden="true">
      <BasePdfPage {...props} />
    </div>
  );
}
