/**
 * Tagged PDF settings (src/templates/accessibility.ts): a field's role and alternative text must be readable; with
 * PDF/UA on (platen.pdfua), what a screen reader would miss is named — a picture without alternative text that is not
 * decorative, a table without a header row, a heading level skipped.
 */
import { FIELD_ROLES, isLanguageTag, needsOwnAltText, roleOf, structureOf } from '../accessibility';
import type { Problem } from '../types';
import { type FieldPlace, error, isRecord, warning } from './place';

export function checkAccessibility(template: Record<string, unknown>, places: FieldPlace[], problems: Problem[]): void {
  const meta = isRecord(template.platen) ? template.platen : {};
  if (meta.pdfua !== undefined && typeof meta.pdfua !== 'boolean') {
    problems.push(error(['platen', 'pdfua'], 'Tagged PDF (“platen.pdfua”) must be true or false.'));
  }
  if (meta.lang !== undefined && (typeof meta.lang !== 'string' || !isLanguageTag(meta.lang))) {
    problems.push(error(['platen', 'lang'], `The document language must be a language tag such as en, de-CH or zh-Hant, not ${JSON.stringify(meta.lang)}.`));
  }
  for (const { field, path, where } of places) {
    if (field.platenRole !== undefined && !FIELD_ROLES.includes(field.platenRole as never)) {
      problems.push(error([...path, 'platenRole'], `${where}: “Read as” must be one of ${FIELD_ROLES.join(', ')}, not ${JSON.stringify(field.platenRole)}.`));
    }
    if (field.platenAlt !== undefined && typeof field.platenAlt !== 'string') {
      problems.push(error([...path, 'platenAlt'], `${where}: the alternative text must be text.`));
    }
  }
  if (meta.pdfua === true) checkReadability(places, problems);
}

function checkReadability(places: FieldPlace[], problems: Problem[]): void {
  let lastLevel = 0;
  for (const { field, path, where } of places) {
    if (typeof field.type !== 'string') continue;
    const typed = field as Record<string, unknown> & { type: string };
    if (needsOwnAltText(typed) && roleOf(typed) !== 'decorative') {
      problems.push(warning([...path, 'platenAlt'], `${where}: a picture without alternative text — a screen reader only hears its name. Describe it in Properties → Accessibility, or mark it decorative.`));
    }
    const structure = structureOf(typed);
    if (structure.kind === 'table' && field.showHead !== true) {
      problems.push(warning([...path, 'showHead'], `${where}: a table without a header row — a screen reader cannot say which column a cell is in. Show the header row.`));
    }
    if (structure.kind === 'text' && structure.tag !== 'P') {
      const level = Number(structure.tag.slice(1));
      if (level > lastLevel + 1) {
        problems.push(warning([...path, 'platenRole'], `${where}: Heading ${level} follows ${lastLevel === 0 ? 'no heading' : `Heading ${lastLevel}`} — a level is skipped, which a screen reader’s outline shows as missing.`));
      }
      lastLevel = level;
    }
  }
}
