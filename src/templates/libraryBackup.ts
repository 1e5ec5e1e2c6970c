/**
 * The library as one backup file (issue #21): every template with its batch settings, and how a restore merges it
 * into the library by id — same id and content: nothing; same id, other content: the restored one is added as a
 * copy ("… (restored)"), both are kept as two tabs do; a new id: added. Every template in the file goes through the
 * same import as a template file (parseTemplateFile), so a backup is trusted no more than a shared template.
 *
 * Data rows, pictures and form edits are not in a backup: they are the user's records (names, addresses), they can
 * be 100,000 rows, and the user still has the file they came from. The field mapping is in the template itself.
 */
import { parseTemplateFile } from './legacy';
import { uniqueTemplateName, type TemplateRecord } from './storage';
import type { Problem, Template } from './types';

export const BACKUP_FORMAT = 'platen-library-backup';
export const BACKUP_VERSION = 1;

/** One template in a backup: the library record and the data session settings kept for it (opaque here). */
export interface BackupEntry {
  id: string;
  name: string;
  createdAt: number;
  updatedAt: number;
  template: Template;
  settings?: Record<string, unknown>;
}

export interface LibraryBackup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  templates: BackupEntry[];
}

/** The backup file's text for `entries`, made at `now` (epoch ms). */
export function serializeBackup(entries: readonly BackupEntry[], now: number): string {
  const backup: LibraryBackup = { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date(now).toISOString(), templates: [...entries] };
  return `${JSON.stringify(backup)}\n`;
}

/** "Platen library 2026-11-26.json" */
export function backupFileName(now: number): string {
  return `Platen library ${new Date(now).toISOString().slice(0, 10)}.json`;
}

export type ReadBackup = { ok: true; entries: BackupEntry[]; warnings: string[] } | { ok: false; message: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function describe(problem: Problem): string {
  return problem.path.length > 0 ? `${problem.message} (at ${problem.path.join('.')})` : problem.message;
}

/**
 * Reads a backup file's text: the format tag and version, then every template through the import's checks. Any
 * broken part refuses the whole file, naming the problem and its place; warnings (a colour removed…) are kept.
 */
export function readBackup(text: string): ReadBackup {
  const refuse = (message: string): ReadBackup => ({ ok: false, message: `The backup was not restored: ${message}. The library is unchanged.` });
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (error) {
    return refuse(`it is not valid JSON (${(error as Error).message})`);
  }
  if (!isObject(root) || root.format !== BACKUP_FORMAT) {
    return refuse(isObject(root) && 'schemas' in root ? 'this is a single template, not a library backup; import it instead' : `it is not a Platen library backup (no "format": "${BACKUP_FORMAT}")`);
  }
  if (root.version !== BACKUP_VERSION) return refuse(`it has format version ${JSON.stringify(root.version)}; this Platen reads version ${BACKUP_VERSION}`);
  if (!Array.isArray(root.templates)) return refuse('"templates" is not a list');
  const entries: BackupEntry[] = [];
  const warnings: string[] = [];
  for (const [i, raw] of root.templates.entries()) {
    const place = `templates[${i}]`;
    if (!isObject(raw)) return refuse(`${place} is not a template entry`);
    const label = typeof raw.name === 'string' ? `${place} (“${raw.name}”)` : place;
    if (typeof raw.id !== 'string' || !raw.id.trim()) return refuse(`${label} has no id`);
    if (typeof raw.name !== 'string') return refuse(`${place} has no name`);
    const loaded = parseTemplateFile(JSON.stringify(raw.template ?? null));
    const errors = loaded.problems.filter((p) => p.severity === 'error');
    if (!loaded.template) return refuse(`${label}: ${describe(errors[0] ?? loaded.problems[0] ?? { path: [], message: 'it holds no template', severity: 'error' })}`);
    for (const p of loaded.problems) warnings.push(`${label}: ${describe(p)}`);
    const time = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
    const updatedAt = time(raw.updatedAt, 0);
    entries.push({
      id: raw.id,
      name: raw.name,
      createdAt: time(raw.createdAt, updatedAt),
      updatedAt,
      template: loaded.template,
      ...(isObject(raw.settings) ? { settings: raw.settings } : {}),
    });
  }
  return { ok: true, entries, warnings };
}

/** A restored copy's name without what the restore added: "Invoice (restored) (2)" -> "Invoice". */
const RESTORED_SUFFIX = / \(restored\)(?: \(\d+\))?$/;

/**
 * JSON with object keys sorted and designer-only field ids left out, so two templates compare by what they hold; a
 * restored copy's "(restored)" is left out of its name, so a second restore of one file recognises the first's copies.
 */
export function templateFingerprint(template: Template): string {
  const platen = { ...template.platen, name: (template.platen?.name ?? '').replace(RESTORED_SUFFIX, '') };
  return JSON.stringify({ ...template, platen }, function (key, value: unknown) {
    if (key === 'id' && Array.isArray(this)) return value;
    if (key === 'id' && isObject(this) && 'type' in this && 'position' in this) return undefined;
    if (!isObject(value)) return value;
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, value[k]]));
  });
}

export interface RestorePlan {
  /** new ids, restored as they were */
  add: BackupEntry[];
  /** ids the library holds with other content: restored under a new id and name, the library's own kept */
  copies: BackupEntry[];
  /** already in the library as they are */
  unchanged: number;
}

/**
 * How `entries` merge into a library holding `existing` (records with templates): pure; `newId` names copies. A copy's
 * name is "<name> (restored)", made unique among the library's names and the restored ones.
 */
export function planRestore(entries: readonly BackupEntry[], existing: readonly TemplateRecord[], newId: () => string): RestorePlan {
  const byId = new Map(existing.map((r) => [r.id, r]));
  const names = existing.map((r) => r.name);
  // what the library holds: restoring a file twice finds its earlier "(restored)" copies and adds no more
  const held = new Set(existing.map((r) => templateFingerprint(r.template)));
  const plan: RestorePlan = { add: [], copies: [], unchanged: 0 };
  const seen = new Set<string>();
  for (const entry of entries) {
    const mine = seen.has(entry.id) ? undefined : byId.get(entry.id);
    const content = templateFingerprint(entry.template);
    const clash = seen.has(entry.id) || (mine !== undefined && templateFingerprint(mine.template) !== content);
    seen.add(entry.id);
    if ((mine && !clash) || (clash && held.has(content))) {
      plan.unchanged += 1;
      continue;
    }
    const name = uniqueTemplateName(clash ? `${entry.name} (restored)` : entry.name, names);
    names.push(name);
    held.add(content);
    const named = name === entry.name ? entry : { ...entry, name, template: { ...entry.template, platen: { ...entry.template.platen, name } } };
    if (clash) plan.copies.push({ ...named, id: newId() });
    else plan.add.push(named);
  }
  return plan;
}

/** "Restored 20 templates: 18 added, 2 kept as copies beside changed ones, 0 already in the library." */
export function restoreSummary(plan: RestorePlan): string {
  const total = plan.add.length + plan.copies.length + plan.unchanged;
  return `Restored ${total} template${total === 1 ? '' : 's'}: ${plan.add.length} added, ${plan.copies.length} kept as “(restored)” copies beside a different version in the library, ${plan.unchanged} already in the library.`;
}
