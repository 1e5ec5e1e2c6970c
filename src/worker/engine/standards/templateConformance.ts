/**
 * A template's standard as the options one document is made conformant with: the title is the template's title
 * pattern filled from the record (a record's own file) or the template's name (a merged file), the language its
 * `platen.lang`. The date is the document's own, given at save.
 */
import { fillFileNamePattern } from '../../../data/fileNamePattern';
import type { DataRecord, TemplateMeta } from '../../../templates/types';
import { ownValue } from '../../../templates/userKeyed';
import type { ConformanceOptions } from './conformDocument';

/** Conformance of one document before its date is known. */
export type DocumentConformance = Omit<ConformanceOptions, 'date'>;

const UNTITLED = 'Untitled';

/** The template's standard for one record's file (record given) or a merged file; undefined for plain PDF. */
export function conformanceFor(meta: TemplateMeta | undefined, record?: DataRecord): DocumentConformance | undefined {
  if (!meta?.standard) return undefined;
  return { standard: meta.standard, title: documentTitle(meta, record), lang: meta.lang || 'en' };
}

/** A document's title: the title pattern filled from its record (a record's own file), else the template's name. */
export function documentTitle(meta: TemplateMeta | undefined, record?: DataRecord): string {
  const name = meta?.name?.trim() || UNTITLED;
  const pattern = meta?.titlePattern?.trim();
  return record && pattern ? fillFileNamePattern(pattern, (key) => ownValue(record, key) ?? '').trim() || name : name;
}
