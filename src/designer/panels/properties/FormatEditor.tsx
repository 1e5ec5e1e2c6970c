/**
 * How a text field prints its data value: as is, or as a number, money, a percentage or a date in a locale
 * (src/templates/valueFormat). Each choice is one undo entry; an example shows what a typical value becomes.
 */
import type { FieldSchema } from '../../../templates/types';
import {
  currencyCodeProblem,
  formatChoicePatch,
  formatOf,
  formatValue,
  FORMAT_LOCALES,
  FORMAT_PROPERTY,
  TYPICAL_VALUE,
  type DateStyle,
  type ValueFormat,
  type ValueFormatKind,
} from '../../../templates/valueFormat';
import { DraftField, NumberField, SelectField } from '../../ui/inputs';
import { editFields, shared } from '../../ui/selection';

type Choice = 'none' | ValueFormatKind;

const KIND_OPTIONS: readonly { value: Choice; label: string }[] = [
  { value: 'none', label: 'As in the data' },
  { value: 'number', label: 'Number' },
  { value: 'currency', label: 'Money' },
  { value: 'percent', label: 'Percentage' },
  { value: 'date', label: 'Date' },
];

const DATE_STYLE_OPTIONS: readonly { value: DateStyle; label: string }[] = [
  { value: 'short', label: 'Short' },
  { value: 'medium', label: 'Medium' },
  { value: 'long', label: 'Long' },
  { value: 'full', label: 'With weekday' },
];

export function FormatEditor({ fields }: { fields: FieldSchema[] }) {
  const format = shared(fields, (f) => formatOf(f) ?? null);
  const mixed = format === null && fields.some((f) => formatOf(f));
  const kind: Choice | null = mixed ? null : (format?.kind ?? 'none');
  const change = (patch: Partial<ValueFormat>) => format && editFields(fields, { [FORMAT_PROPERTY]: { ...format, ...patch } });

  const example = format ? formatValue(TYPICAL_VALUE[format.kind], format) : null;
  return (
    <div className="prop-grid">
      <SelectField<Choice>
        label="Print the value as"
        wide
        value={kind}
        options={KIND_OPTIONS}
        onCommit={(next) => editFields(fields, formatChoicePatch(fields, next, format?.locale))}
      />
      {format && (
        <>
          <SelectField label="Locale" value={format.locale} options={FORMAT_LOCALES} onCommit={(locale) => change({ locale })} />
          {format.kind === 'currency' && (
            <DraftField
              label="Currency"
              value={format.currency ?? 'GBP'}
              validate={currencyCodeProblem}
              onCommit={(text) => change({ currency: text.trim().toUpperCase() })}
            />
          )}
          {format.kind === 'date' ? (
            <SelectField<DateStyle> label="Date style" value={format.dateStyle ?? 'medium'} options={DATE_STYLE_OPTIONS} onCommit={(dateStyle) => change({ dateStyle })} />
          ) : (
            <NumberField label="Decimals" value={format.decimals ?? (format.kind === 'percent' ? 0 : 2)} min={0} max={6} onCommit={(decimals) => change({ decimals: Math.round(decimals) })} />
          )}
          <p className="prop prop--wide panel__note" role="note" aria-label="Format example">
            {example && 'text' in example
              ? `${TYPICAL_VALUE[format.kind]} in the data prints as ${example.text}`
              : `This format cannot be used: ${example?.error ?? ''}`}
            {format.kind === 'date' ? ' (dates in the data are written 2025-10-03)' : ''}
          </p>
        </>
      )}
    </div>
  );
}
