/** Images, SVG, barcodes, shapes and form marks: drawn simply, sized in mm, never as inline markup. */
import { findFieldType } from '../../templates/fieldTypes';
import type { FieldSchema } from '../../templates/types';
import { useBarcodeImage } from './barcodeImage';
import { svgDataUrl } from './fieldValue';
import { colour, mmCss } from './units';

/** Image and signature: the picture, or the kind's name while there is none. */
export function ImageBody({ field, value }: { field: FieldSchema; value: string }) {
  if (value.startsWith('data:image/')) return <img className="field-body field-img" src={value} alt="" draggable={false} />;
  return <Placeholder text={findFieldType(field.type)?.label ?? 'Image'} />;
}

export function SvgBody({ value }: { value: string }) {
  return value.trim() ? <img className="field-body field-img" src={svgDataUrl(value)} alt="" draggable={false} /> : <Placeholder text="SVG" />;
}

export function BarcodeBody({ field, value }: { field: FieldSchema; value: string }) {
  const result = useBarcodeImage(field.type, value, field);
  if (!value) return <Placeholder text="Barcode: no value" />;
  if (!result) return <div className="field-body field-barcode--loading" />;
  if ('error' in result) return <Placeholder text={result.error} problem />;
  return <img className="field-body field-img" src={result.url} alt="" draggable={false} />;
}

export function ShapeBody({ field }: { field: FieldSchema }) {
  const shape = findFieldType(field.type)?.shape;
  if (shape === 'line') return <div className="field-body" style={{ background: colour(field.color, '#000000') }} />;
  const border = Number(field.borderWidth) || 0;
  return (
    <div
      className="field-body"
      style={{
        boxSizing: 'border-box',
        background: colour(field.color),
        border: border > 0 ? `${mmCss(border)} solid ${colour(field.borderColor, '#000000')}` : undefined,
        borderRadius: shape === 'ellipse' ? '50%' : mmCss(field.radius ?? 0),
      }}
    />
  );
}

/** A checkbox's tick, a radio button's dot, or a circle mark's ring; `mark` is the kind's own (registry.tsx). */
export function MarkBody({ field, value, mark }: { field: FieldSchema; value: string; mark: 'check' | 'radio' | 'circle' }) {
  const on = value === 'true';
  const color = colour(field.color, '#000000');
  if (mark === 'circle') {
    return (
      <div
        className="field-body"
        style={{ borderRadius: '50%', boxSizing: 'border-box', border: on ? `${mmCss(field.borderWidth ?? 1)} solid ${color}` : '1px dashed #b9bec7' }}
      />
    );
  }
  const round = mark === 'radio';
  return (
    <svg className="field-body" viewBox="0 0 10 10" preserveAspectRatio="none" aria-hidden="true">
      {round ? <circle cx="5" cy="5" r="4.5" fill="none" stroke={color} strokeWidth="0.8" /> : <rect x="0.4" y="0.4" width="9.2" height="9.2" fill="none" stroke={color} strokeWidth="0.8" />}
      {on && round ? <circle cx="5" cy="5" r="2.4" fill={color} /> : null}
      {on && !round ? <path d="M2 5.2 L4.2 7.4 L8 2.8" fill="none" stroke={color} strokeWidth="1.2" /> : null}
    </svg>
  );
}

/** A field whose type Platen does not know: said plainly, never drawn as another kind. */
export function UnknownBody({ field }: { field: FieldSchema }) {
  return <Placeholder text={`Unknown field type “${field.type}”`} problem />;
}

export function Placeholder({ text, problem = false }: { text: string; problem?: boolean }) {
  return (
    <div className={problem ? 'field-body field-placeholder field-placeholder--problem' : 'field-body field-placeholder'}>
      <span>{text}</span>
    </div>
  );
}
