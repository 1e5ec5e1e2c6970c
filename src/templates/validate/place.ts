/**
 * Where a problem is, in the template's JSON (a path) and in words a user understands ("Page 2, field “total”").
 */
import type { Problem } from '../types';

export type Path = (string | number)[];

/** One field as validation sees it: untrusted JSON, its path and how to name it in a sentence. */
export interface FieldPlace {
  field: Record<string, unknown>;
  path: Path;
  /** e.g. 'Page 2, field “total”' or 'Header/footer field “pageNumber”'. */
  where: string;
  /** 0-based page index, or null for header/footer fields (basePdf.staticSchema), which repeat on every page. */
  pageIndex: number | null;
  name: string | undefined;
}

/** Names a field for a sentence; unnamed fields are counted from 1 so a user can find them in the layers list. */
export function describeField(name: unknown, index: number, pageIndex: number | null): string {
  const label = typeof name === 'string' && name !== '' ? `field “${name}”` : `field ${index + 1} (no name)`;
  return pageIndex === null ? `Header/footer ${label}` : `Page ${pageIndex + 1}, ${label}`;
}

/** A problem that stops the template from rendering as designed. */
export function error(path: Path, message: string): Problem {
  return { path, message, severity: 'error' };
}

/** A problem the user should know about; the template still renders. */
export function warning(path: Path, message: string): Problem {
  return { path, message, severity: 'warning' };
}

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A real number (not NaN or Infinity, which JSON cannot hold but code can). */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Rounds for messages: 2 decimals at most, no trailing zeros. */
export function formatMm(value: number): string {
  return `${Number(value.toFixed(2))} mm`;
}
