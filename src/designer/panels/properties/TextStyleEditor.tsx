/** Font, size, colours, alignment, spacing, dynamic size and overflow of text-like fields. */
import { TEXT_STYLE } from '../../../templates/fieldTypes';
import { DEFAULT_FONT_NAME } from '../../../templates/fonts';
import { directionSetting } from '../../../templates/textDirection';
import type { FieldSchema } from '../../../templates/types';
import { useFontChoices } from '../../fonts/useFontChoices';
import { FontUploadButton } from '../../fonts/FontUploadButton';
import { CheckField, ColorField, NumberField, SelectField } from '../../ui/inputs';
import { editFields, editNested, shared } from '../../ui/selection';

const ALIGNMENTS = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
  { value: 'right', label: 'Right' },
  { value: 'justify', label: 'Justify' },
] as const;
/** 'auto' is stored as no property, so a template that never sets a direction stays stock pdfme JSON. */
const DIRECTIONS = [
  { value: 'auto', label: 'Auto (from the text)' },
  { value: 'ltr', label: 'Left to right' },
  { value: 'rtl', label: 'Right to left' },
] as const;
const VERTICAL = [
  { value: 'top', label: 'Top' },
  { value: 'middle', label: 'Middle' },
  { value: 'bottom', label: 'Bottom' },
] as const;
const FIT = [
  { value: 'horizontal', label: 'Fit width' },
  { value: 'vertical', label: 'Fit height' },
] as const;
const OVERFLOW = [
  { value: 'visible', label: 'Run over the box' },
  { value: 'expand', label: 'Grow the box (tables below move)' },
] as const;

interface DynamicSize {
  min: number;
  max: number;
  fit: 'horizontal' | 'vertical';
}

export function TextStyleEditor({ fields, full }: { fields: FieldSchema[]; full: boolean }) {
  const fonts = useFontChoices();
  const dynamic = shared(fields, (f) => f.dynamicFontSize !== undefined);
  const sizes = shared(fields, (f) => (f.dynamicFontSize as DynamicSize | undefined) ?? null);
  return (
    <div className="prop-grid">
      <SelectField
        label="Font"
        wide
        value={shared(fields, (f) => (f.fontName as string | undefined) ?? DEFAULT_FONT_NAME)}
        options={fonts}
        onCommit={(fontName) => editFields(fields, { fontName })}
      />
      <FontUploadButton onUploaded={(fontName) => editFields(fields, { fontName })} />
      <NumberField label="Size" suffix="pt" min={1} max={500} value={shared(fields, (f) => (f.fontSize as number | undefined) ?? TEXT_STYLE.fontSize)} onCommit={(fontSize) => editFields(fields, { fontSize })} />
      <ColorField label="Colour" value={shared(fields, (f) => (f.fontColor as string) ?? '#000000')} onCommit={(fontColor) => editFields(fields, { fontColor })} />
      <SelectField label="Align" value={shared(fields, (f) => ((f.alignment as string | undefined) ?? TEXT_STYLE.alignment) as (typeof ALIGNMENTS)[number]['value'])} options={ALIGNMENTS} onCommit={(alignment) => editFields(fields, { alignment })} />
      <SelectField
        label="Direction"
        value={shared(fields, (f) => directionSetting(f))}
        options={DIRECTIONS}
        onCommit={(direction) => editFields(fields, { platenDirection: direction === 'auto' ? undefined : direction })}
      />
      {full && (
        <SelectField
          label="Vertical align"
          value={shared(fields, (f) => ((f.verticalAlignment as string | undefined) ?? TEXT_STYLE.verticalAlignment) as (typeof VERTICAL)[number]['value'])}
          options={VERTICAL}
          onCommit={(verticalAlignment) => editFields(fields, { verticalAlignment })}
        />
      )}
      {full && (
        <NumberField label="Line height" min={0.1} max={10} value={shared(fields, (f) => (f.lineHeight as number | undefined) ?? TEXT_STYLE.lineHeight)} onCommit={(lineHeight) => editFields(fields, { lineHeight })} />
      )}
      <NumberField
        label="Letter spacing"
        suffix="pt"
        min={-20}
        max={100}
        value={shared(fields, (f) => (f.characterSpacing as number) ?? 0)}
        onCommit={(characterSpacing) => editFields(fields, { characterSpacing })}
      />
      <ColorField
        label="Background"
        allowNone
        value={shared(fields, (f) => (f.backgroundColor as string) ?? '')}
        onCommit={(backgroundColor) => editFields(fields, { backgroundColor })}
      />
      {full && (
        <>
          <SelectField
            label="Overflow"
            wide
            value={shared(fields, (f) => ((f.overflow as string) ?? 'visible') as (typeof OVERFLOW)[number]['value'])}
            options={OVERFLOW}
            onCommit={(overflow) => editFields(fields, { overflow })}
          />
          <div className="prop--wide">
            <CheckField
              label="Shrink text to fit the box"
              value={dynamic}
              onCommit={(on) => {
                const size = shared(fields, (f) => f.fontSize as number) ?? 13;
                editFields(fields, { dynamicFontSize: on ? { min: Math.min(6, size), max: size, fit: 'horizontal' } : undefined });
              }}
            />
          </div>
          {dynamic && (
            <>
              <NumberField label="Smallest" suffix="pt" min={1} max={500} value={sizes?.min ?? null} onCommit={(v) => editNested(fields, 'dynamicFontSize', 'min', v)} />
              <NumberField label="Largest" suffix="pt" min={1} max={500} value={sizes?.max ?? null} onCommit={(v) => editNested(fields, 'dynamicFontSize', 'max', v)} />
              <SelectField label="Fit" wide value={sizes?.fit ?? null} options={FIT} onCommit={(v) => editNested(fields, 'dynamicFontSize', 'fit', v)} />
            </>
          )}
        </>
      )}
    </div>
  );
}
