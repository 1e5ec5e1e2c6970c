import type { FieldSchema } from '../../../templates/types';
import { colour, mmCss } from '../../fields/units';

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
