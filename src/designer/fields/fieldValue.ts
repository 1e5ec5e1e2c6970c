/** What a field shows on the canvas: its sample content, or the previewed data row's value. */
import { findFieldType } from '../../templates/fieldTypes';
import type { DataRecord, FieldSchema } from '../../templates/types';

/** Replaces {name} placeholders with values from a record; unknown placeholders stay visible. */
export function fillPlaceholders(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{([^{}]+)\}/g, (whole, key: string) => {
    const value = values[key.trim()];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** The content the canvas draws for a field, taking the preview record into account. */
export function shownValue(field: FieldSchema, record: DataRecord | null): string {
  const content = typeof field.content === 'string' ? field.content : '';
  if (!record) return content;
  // fixed text fills its {placeholders} from the record (multi-variable text keeps its wording in `text`, not content)
  if (field.readOnly) return findFieldType(field.type)?.wording === 'content' ? fillPlaceholders(content, record) : content;
  const value = record[field.name];
  return value === undefined ? content : value;
}

/** Parses JSON content (tables, lists, multi-variable text), or a fallback when the data is not valid JSON. */
export function parseJson<T>(text: string, fallback: T): T {
  try {
    const value = JSON.parse(text) as unknown;
    return (value ?? fallback) as T;
  } catch {
    return fallback;
  }
}

/** Wraps SVG markup as an image data URL: an <img> never runs script from an imported template. */
export function svgDataUrl(markup: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}
