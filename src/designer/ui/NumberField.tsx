/** A number property box with limits. */
import { DraftField } from './DraftField';
import { parseNumber } from './parseInput';

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
