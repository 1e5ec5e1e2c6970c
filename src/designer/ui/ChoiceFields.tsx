/** Drop-downs and checkboxes for properties: a choice commits at once. */
import { useId } from 'react';
import { MIXED } from './DraftField';

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
