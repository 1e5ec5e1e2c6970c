/**
 * Style numbers written as text ("lineHeight": "1.2") become numbers. pdfme prints the same words either way;
 * where it adds such a value as text (characterSpacing "0" makes uneven gaps) the spacing comes out as designed.
 */
import { TEXT_NUMBER_PROPERTIES } from '../validate/structure';
import { type PlannedChange, type Repair, fieldsOf } from './repair';

export const textNumbers: Repair = (template) => {
  const changes: PlannedChange[] = [];
  for (const { field, path, where } of fieldsOf(template)) {
    for (const keys of TEXT_NUMBER_PROPERTIES) {
      const parentKeys = keys.slice(0, -1);
      const last = keys[keys.length - 1] as string;
      let owner: unknown = field;
      for (const key of parentKeys) owner = owner && typeof owner === 'object' ? (owner as Record<string, unknown>)[key as string] : undefined;
      if (!owner || typeof owner !== 'object') continue;
      const holder = owner as Record<string, unknown>;
      const value = holder[last];
      if (typeof value !== 'string' || value.trim() === '' || !Number.isFinite(Number(value))) continue;
      const number = Number(value);
      changes.push({
        path: [...path, ...keys],
        message: `${where}: “${keys.join('.')}” "${value}" became the number ${number}.`,
        apply: () => void (holder[last] = number),
      });
    }
  }
  return changes;
};
