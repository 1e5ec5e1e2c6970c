/** Images, SVG, barcodes, shapes and form marks: drawn simply, sized in mm, never as inline markup. */
import type { FieldSchema } from '../../templates/types';
import { useBarcodeImage } from './barcodeImage';
import { svgDataUrl } from './fieldValue';
import { colour, mmCss } from './units';

export function ImageBody({ field, value }: { field: FieldSchema; value: string }) {
  if (field.type === 'svg') {
    return value.trim() ? <img className="field-body field-img" src={svgDataUrl(value)} alt="" draggable={false} /> : <Placeholder text="SVG" />;
  }
  if (value.startsWith('data:image/')) return <img className="field-body field-img" src={value} alt="" draggable={false} />;
  return <Placeholder text={field.type === 'signature' ? 'Signature' : 'Image'} />;
}

export function BarcodeBody({ field, value }: { field: FieldSchema; value: string }) {
  const result = useBarcodeImage(field.type, value, field);
  if (!value) return <Placeholder text="Barcode: no value" />;
  if (!result) return <div className="field-body field-barcode--loading" />;
  if ('error' in result) return <Placeholder text={result.error} problem />;
  return <img className="field-body field-img" src={result.url} alt="" draggable={false} />;
}

export function ShapeBody({ field }: { field: FieldSchema }) {
  if (field.type === 'line') return <div className="field-body" style={{ background: colour(field.color, '#000000') }} />;
  const border = Number(field.borderWidth) || 0;
  return (
    <div
      className="field-body"
      style={{
        boxSizing: 'border-box',
        background: colour(field.color),
        border: border > 0 ? `${mmCss(border)} solid ${colour(field.borderColor, '#000000')}` : undefined,
        borderRadius: field.type === 'ellipse' ? '50%' : mmCss(field.radius ?? 0),
      }}
    />
  );
}

export function MarkBody({ field, value }: { field: FieldSchema; value: string }) {
  const on = value === 'true';
  const color = colour(field.color, '#000000');
  if (field.type === 'circleMark') {
    return (
      <div
        className="field-body"
        style={{ borderRadius: '50%', boxSizing: 'border-box', border: on ? `${mmCss(field.borderWidth ?? 1)} solid ${color}` : '1px dashed #b9bec7' }}
      />
    );
  }
  const round = field.type === 'radioGroup';
  return (
    <svg className="field-body" viewBox="0 0 10 10" preserveAspectRatio="none" aria-hidden="true">
      {round ? <circle cx="5" cy="5" r="4.5" fill="none" stroke={color} strokeWidth="0.8" /> : <rect x="0.4" y="0.4" width="9.2" height="9.2" fill="none" stroke={color} strokeWidth="0.8" />}
      {on && round ? <circle cx="5" cy="5" r="2.4" fill={color} /> : null}
      {on && !round ? <path d="M2 5.2 L4.2 7.4 L8 2.8" fill="none" stroke={color} strokeWidth="1.2" /> : null}
    </svg>
  );
}

export function Placeholder({ text, problem = false }: { text: string; problem?: boolean }) {
  return (
    <div className={problem ? 'field-body field-placeholder field-placeholder--problem' : 'field-body field-placeholder'}>
      <span>{text}</span>
    </div>
  );
}
