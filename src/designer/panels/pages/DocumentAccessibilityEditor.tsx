/**
 * Pages → Accessibility: tagged PDF for screen readers (PDF/UA-1, template.platen.pdfua) and the document's language
 * (template.platen.lang, BCP 47: what a reader speaks it in; it also picks the CJK face for Han characters).
 */
import { isLanguageTag } from '../../../templates/accessibility';
import { setTemplateMeta } from '../../../templates/commands/setTemplateMeta';
import { designer, useDoc } from '../../store';
import { CheckField, DraftField } from '../../ui/inputs';

export function DocumentAccessibilityEditor() {
  const pdfua = useDoc((doc) => doc.platen?.pdfua === true);
  const lang = useDoc((doc) => doc.platen?.lang ?? '');
  return (
    <div className="prop-grid">
      <CheckField
        label="Tagged PDF for screen readers (PDF/UA)"
        value={pdfua}
        onCommit={(on) => designer.run(setTemplateMeta, { patch: { pdfua: on ? true : undefined } })}
      />
      <DraftField
        label="Language"
        value={lang}
        validate={(text) => (text.trim() === '' || isLanguageTag(text.trim()) ? null : 'A language tag such as en, de-CH or zh-Hant.')}
        onCommit={(text) => designer.run(setTemplateMeta, { patch: { lang: text.trim() === '' ? undefined : text.trim() } })}
        hint={<>The document’s language, e.g. <code>en</code>, <code>de-CH</code>: a screen reader reads it in this language.</>}
      />
    </div>
  );
}
