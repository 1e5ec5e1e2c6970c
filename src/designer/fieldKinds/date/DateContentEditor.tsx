import { DraftField } from '../../ui/inputs';
import { editFields, shared } from '../../ui/selection';
import type { FieldsEditorProps } from '../kind';
import { SampleValue } from '../SampleValue';

/** Date, time, date & time: the stored sample, and the format and locale it prints in. */
export function DateContentEditor({ fields }: FieldsEditorProps) {
  return (
    <div className="prop-grid">
      <SampleValue fields={fields} />
      <DraftField
        label="Format"
        value={shared(fields, (f) => (f.format as string) ?? '')}
        hint="date-fns tokens: dd/MM/yyyy, HH:mm"
        validate={(text) => (/[dMyHhmsaE]/.test(text) ? null : 'A format needs date or time tokens, e.g. dd/MM/yyyy.')}
        onCommit={(format) => editFields(fields, { format })}
      />
      <DraftField
        label="Locale"
        value={shared(fields, (f) => (f.locale as string) ?? '')}
        hint="e.g. en, de, ja"
        validate={(text) => (text === '' || /^[a-z]{2}(-[A-Za-z]{2})?$/.test(text) ? null : 'Use a language code such as en, fr or ja.')}
        onCommit={(locale) => editFields(fields, { locale: locale || undefined })}
      />
    </div>
  );
}
