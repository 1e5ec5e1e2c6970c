/**
 * A property text box that commits on blur or Enter (never per keystroke, so one edit is one undo entry), reverts
 * on Escape, and refuses invalid input with a message instead of committing it. What was typed commits to the
 * fields it was typed for, even when the selection moves first (useDraft).
 */
import { useId, type ReactNode } from 'react';
import { useDraft } from './useDraft';

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
  const { draft, change, commit, error, revert } = useDraft(value, (text) => {
    if (text === (value ?? '')) return null;
    if (value === null && text === '') return null; // a mixed value left blank: nothing to change
    const problem = validate?.(text) ?? null;
    if (!problem) onCommit(text);
    return problem;
  });

  const common = {
    id,
    value: draft,
    disabled,
    placeholder: value === null ? MIXED : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onBlur: () => commit(),
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
          onChange={(e) => change(e.target.value)}
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
          onChange={(e) => change(e.target.value)}
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
