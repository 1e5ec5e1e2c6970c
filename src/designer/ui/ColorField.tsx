/** A colour property: swatch picker plus hex box, committed once per deliberate change. */
import { useEffect, useId, useRef } from 'react';
import { MIXED } from './DraftField';
import { normaliseHex } from './parseInput';
import { useDraft } from './useDraft';

interface ColorProps {
  label: string;
  value: string | null;
  onCommit: (value: string) => void;
  /** Whether an empty value (transparent / none) is allowed. */
  allowNone?: boolean;
  disabled?: boolean;
}

/** A colour: a swatch picker plus a hex box. */
export function ColorField({ label, value, onCommit, allowNone, disabled }: ColorProps) {
  const id = useId();
  const { draft, change, commit, error, revert } = useDraft(value, (text) => {
    if (text === (value ?? '')) return null;
    if (text.trim() === '') {
      if (!allowNone) return `${label} needs a colour, e.g. #1a2b3c.`;
      onCommit('');
      return null;
    }
    const hex = normaliseHex(text);
    if (!hex) return `“${text}” is not a hex colour; use #rrggbb, e.g. #1a2b3c.`;
    if (hex !== value) onCommit(hex);
    return null;
  });
  const swatchRef = useRef<HTMLInputElement>(null);
  // Re-bound every render so the listener always sees this render's draft session.
  useEffect(() => {
    const swatch = swatchRef.current;
    if (!swatch) return;
    const onChange = () => {
      change(swatch.value);
      commit();
    };
    swatch.addEventListener('change', onChange);
    return () => swatch.removeEventListener('change', onChange);
  });
  return (
    <div className="prop">
      <span>
        <label htmlFor={id}>{label}</label>
      </span>
      <div className="prop-color">
        <input
          type="color"
          aria-label={`${label} swatch`}
          value={normaliseHex(draft) ?? '#ffffff'}
          disabled={disabled}
          ref={swatchRef}
          // React's onChange follows every hue drag; the commit waits for the native change event (picker closed).
          onChange={(e) => change(e.target.value)}
        />
        <input
          id={id}
          type="text"
          value={draft}
          disabled={disabled}
          placeholder={value === null ? MIXED : allowNone ? 'none' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => change(e.target.value)}
          onBlur={() => commit()}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            if (e.key === 'Escape') revert();
          }}
        />
      </div>
      {error && (
        <span id={`${id}-error`} className="prop__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
