import { useEffect } from 'react';
import { usePdfPageSizes } from '../preview/usePdfPageSizes';
import { designer, useDoc } from '../store';
import { rememberBackgroundSizes } from './backgroundSizes';

/** Measures the open template's background PDF with pdf.js and lays the pages out again at its real size. */
export function useMeasuredBackground(): void {
  const pdf = useDoc((doc) => (typeof doc.basePdf === 'string' ? doc.basePdf : null));
  const sizes = usePdfPageSizes(pdf);
  useEffect(() => {
    // An empty view patch re-runs every store selector, so pageSizeMm() is read again everywhere.
    if (pdf && sizes && rememberBackgroundSizes(pdf, sizes)) designer.setView({});
  }, [pdf, sizes]);
}
