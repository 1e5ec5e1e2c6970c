/**
 * Property inputs that commit on blur or Enter (never per keystroke, so one edit is one undo entry), revert on
 * Escape, and refuse invalid input with a message instead of committing it.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** Shown when a multi-selection disagrees on a value. */
export const MIXED = 'Mixed';

interface DraftProps {
  label: string;
  /** The committed value as text; null when a multi-selection has different values. */
  value: string | null;
  /** Returns an error message, or null when `text` is acceptable. */
  validate?: (text: string) => string | null;
  onCommit: (text: string) => void;
  disabled?: boolean;
  wide?: boolean;
  suffix?: string;
  inputMode?: 'decimal' | 'text';
  multiline?: boolean;
  hint?: ReactNode;
}

/** A text box holding a draft until the user commits it. */
export function DraftField({ label, value, validate, onCommit, disabled, wide, suffix, inputMode, multiline, hint }: DraftProps) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setDraft(value ?? '');
    setError(null);
  }, [value]);

  const commit = () => {
    if (draft === (value ?? '')) return setError(null);
    if (value === null && draft === '') return; // a mixed value left blank: nothing to change
    const problem = validate?.(draft) ?? null;
    setError(problem);
    if (!problem) onCommit(draft);
  };
  const revert = () => {
    setDraft(value ?? '');
    setError(null);
  };
  const common = {
    id,
    value: draft,
    disabled,
    placeholder: value === null ? MIXED : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onBlur: commit,
  } as const;

  return (
    <div className={`prop${wide ? ' prop--wide' : ''}`}>
      <span>
        <label htmlFor={id}>{label}</label>
        {suffix ? ` (${suffix})` : ''}
      </span>
      {multiline ? (
        <textarea
          {...common}
          rows={3}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) commit();
            if (e.key === 'Escape') revert();
          }}
        />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={inputMode}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            if (e.key === 'Escape') revert();
          }}
        />
      )}
      {error && (
        <span id={`${id}-error`} className="prop__error" role="alert">
          {error}
        </span>
      )}
      {hint && !error && <span className="panel__note">{hint}</span>}
    </div>
  );
}

/** Parses a number typed by a user ("12,5" works too); NaN when it is not one. */
export function parseNumber(text: string): number {
  const clean = text.trim().replace(',', '.');
  return clean === '' ? NaN : Number(clean);
}

interface NumberProps {
  label: string;
  value: number | null;
  onCommit: (value: number) => void;
  min?: number;
  max?: number;
  suffix?: string;
  disabled?: boolean;
  wide?: boolean;
}

/** A number box with limits; "Width must be at least 0.1 mm" rather than a silent clamp. */
export function NumberField({ label, value, onCommit, min, max, suffix, disabled, wide }: NumberProps) {
  const unit = suffix ? ` ${suffix}` : '';
  return (
    <DraftField
      label={label}
      suffix={suffix}
      value={value === null ? null : String(Math.round(value * 100) / 100)}
      inputMode="decimal"
      disabled={disabled}
      wide={wide}
      validate={(text) => {
        const n = parseNumber(text);
        if (!Number.isFinite(n)) return `${label} must be a number.`;
        if (min !== undefined && n < min) return `${label} must be at least ${min}${unit}.`;
        if (max !== undefined && n > max) return `${label} must be at most ${max}${unit}.`;
        return null;
      }}
      onCommit={(text) => onCommit(parseNumber(text))}
    />
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Normalises "#abc" / "abc" / "#AABBCC" to "#aabbcc"; null when it is not a hex colour. */
export function normaliseHex(text: string): string | null {
  let t = text.trim().toLowerCase();
  if (!t.startsWith('#')) t = '#' + t;
  if (/^#[0-9a-f]{3}$/.test(t)) t = '#' + [...t.slice(1)].map((c) => c + c).join('');
  return HEX.test(t) ? t : null;
}

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
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setDraft(value ?? '');
    setError(null);
  }, [value]);
  const swatchRef = useRef<HTMLInputElement>(null);
  const commit = (text: string) => {
    if (text === (value ?? '')) return setError(null);
    if (text.trim() === '') {
      if (allowNone) {
        setError(null);
        return onCommit('');
      }
      return setError(`${label} needs a colour, e.g. #1a2b3c.`);
    }
    const hex = normaliseHex(text);
    if (!hex) return setError(`“${text}” is not a hex colour; use #rrggbb, e.g. #1a2b3c.`);
    setError(null);
    setDraft(hex);
    if (hex !== value) onCommit(hex);
  };
  // Re-bound every render so the listener always commits against the current value and selection.
  useEffect(() => {
    const swatch = swatchRef.current;
    if (!swatch) return;
    const onChange = () => commit(swatch.value);
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
          onChange={(e) => setDraft(e.target.value)}
        />
        <input
          id={id}
          type="text"
          value={draft}
          disabled={disabled}
          placeholder={value === null ? MIXED : allowNone ? 'none' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => commit(draft)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(draft);
            if (e.key === 'Escape') setDraft(value ?? '');
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

interface SelectProps<T extends string> {
  label: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onCommit: (value: T) => void;
  disabled?: boolean;
  wide?: boolean;
}

/** A drop-down; a choice commits at once (it is already one deliberate action). */
export function SelectField<T extends string>({ label, value, options, onCommit, disabled, wide }: SelectProps<T>) {
  const id = useId();
  return (
    <div className={`prop${wide ? ' prop--wide' : ''}`}>
      <span>
        <label htmlFor={id}>{label}</label>
      </span>
      <select id={id} value={value ?? ''} disabled={disabled} onChange={(e) => onCommit(e.target.value as T)}>
        {value === null && <option value="">{MIXED}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface CheckProps {
  label: string;
  /** null: mixed */
  value: boolean | null;
  onCommit: (value: boolean) => void;
  disabled?: boolean;
}

/** A checkbox; shows the mixed state of a multi-selection. */
export function CheckField({ label, value, onCommit, disabled }: CheckProps) {
  return (
    <label className="prop prop--check">
      <input
        type="checkbox"
        checked={value === true}
        ref={(el) => {
          if (el) el.indeterminate = value === null;
        }}
        disabled={disabled}
        onChange={(e) => onCommit(e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
