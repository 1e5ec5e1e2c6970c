import type { FieldSchema } from '../../../templates/types';
import { Placeholder } from '../Placeholder';
import { useBarcodeImage } from './barcodeImage';

/** The symbol as the worker encodes it for the PDF, or why it cannot be. */
export function BarcodeBody({ field, value }: { field: FieldSchema; value: string }) {
  const result = useBarcodeImage(field.type, value, field);
  if (!value) return <Placeholder text="Barcode: no value" />;
  if (!result) return <div className="field-body field-barcode--loading" />;
  if ('error' in result) return <Placeholder text={result.error} problem />;
  return <img className="field-body field-img" src={result.url} alt="" draggable={false} />;
}
