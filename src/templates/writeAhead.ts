/**
 * The autosave write-ahead log, pure: which logged changes a save settles, which overwritten saves must be kept, and
 * how a closed tab's changes are replayed. Each tab ("writer") appends the Immer patches of every committed change
 * at once; every so often it writes the whole template and drops the changes that save contains (compaction).
 *
 * A change's `base` is the version (record `updatedAt`) of the full save it applies on top of, together with the
 * writer's earlier changes on that base. While a compaction to version v is in flight, the writer's later changes
 * already carry base v: if that save lands, they follow it; if the tab dies first, they still follow the earlier
 * changes on the old base, which are only dropped in the same transaction that writes v.
 */
import { applyPatches, type Patch } from 'immer';
import type { Template } from './types';

/** One committed change of one tab, in the order the tab made it. */
export interface LoggedChange {
  templateId: string;
  /** the tab that made it: one id per page load */
  writer: string;
  /** `updatedAt` of the full save this change (after the writer's earlier ones) applies to */
  base: number;
  /** rising within a writer */
  seq: number;
  patches: Patch[];
}

/** A full save another tab overwrote (or deleted) while a third tab had logged changes on top of it. */
export interface KeptBase {
  templateId: string;
  version: number;
  template: Template;
}

/** What a save contains of the log: `writer`'s changes to `templateId` up to `upToSeq`, dropped with the save. */
export interface Settles {
  templateId: string;
  writer: string;
  upToSeq: number;
}

/** The saved state a save replaces: its version and body, or undefined when there was none. */
export interface StoredVersion {
  updatedAt: number;
  template: Template;
}

/** What a store does, in one transaction, beside writing (or deleting) template `templateId`. */
export interface SavePlan {
  /** the overwritten save, kept because other tabs' changes still apply to it */
  keep: KeptBase | null;
  dropChanges: LoggedChange[];
  dropBases: KeptBase[];
}

/** The log side of writing or deleting `templateId` over `stored`: `changes` and `bases` are the log's current rows. */
export function planSave(
  templateId: string,
  stored: StoredVersion | undefined,
  settles: Settles | undefined,
  changes: readonly LoggedChange[],
  bases: readonly KeptBase[],
): SavePlan {
  const settled = (c: LoggedChange) => !!settles && c.templateId === settles.templateId && c.writer === settles.writer && c.seq <= settles.upToSeq;
  const dropChanges = changes.filter(settled);
  const remaining = changes.filter((c) => !settled(c));
  const alreadyKept = (version: number) => bases.some((b) => b.templateId === templateId && b.version === version);
  const keep =
    stored && remaining.some((c) => c.templateId === templateId && c.base === stored.updatedAt) && !alreadyKept(stored.updatedAt)
      ? { templateId, version: stored.updatedAt, template: stored.template }
      : null;
  const referenced = (b: KeptBase) => remaining.some((c) => c.templateId === b.templateId && c.base === b.version);
  const dropBases = bases.filter((b) => !referenced(b));
  return { keep, dropChanges, dropBases };
}

/** Every writer's changes to every template: one chain per (template, writer), each in seq order. */
export function chainsOf(changes: readonly LoggedChange[]): LoggedChange[][] {
  const chains = new Map<string, LoggedChange[]>();
  for (const change of changes) {
    const key = JSON.stringify([change.templateId, change.writer]);
    chains.set(key, [...(chains.get(key) ?? []), change]);
  }
  return [...chains.values()].map((chain) => [...chain].sort((a, b) => a.seq - b.seq));
}

/** How a closed tab's chain comes back. */
export type Recovery =
  /** onto the saved template it was based on: the save is updated in place */
  | { kind: 'replay'; template: Template; settles: Settles }
  /** another tab saved over (or deleted) its base meanwhile: the closed tab's work becomes a copy */
  | { kind: 'copy'; template: Template; settles: Settles }
  /** the changes cannot be rebuilt (their base is gone, or they do not apply); they stay in the log */
  | { kind: 'unrecoverable'; message: string };

/** The template after a chain's changes, or an error message when a change does not apply. */
export function replay(template: Template, chain: readonly LoggedChange[]): Template | { error: string } {
  let doc = template;
  for (const change of chain) {
    try {
      doc = applyPatches(doc, change.patches);
    } catch (error) {
      return { error: `change ${change.seq} does not apply: ${(error as Error).message}` };
    }
  }
  return doc;
}

/** Decides how a closed tab's `chain` (one template, one writer, seq order) is recovered over `saved`. */
export function planRecovery(chain: readonly LoggedChange[], saved: StoredVersion | undefined, bases: readonly KeptBase[]): Recovery {
  const first = chain[0];
  if (!first) return { kind: 'unrecoverable', message: 'no changes' };
  const settles = { templateId: first.templateId, writer: first.writer, upToSeq: chain[chain.length - 1].seq };
  const onSaved = saved?.updatedAt === first.base;
  const base = onSaved ? saved!.template : bases.find((b) => b.templateId === first.templateId && b.version === first.base)?.template;
  if (!base) return { kind: 'unrecoverable', message: `the saved version its ${chain.length} change(s) apply to is gone` };
  const template = replay(base, chain);
  if ('error' in template) return { kind: 'unrecoverable', message: template.error };
  return { kind: onSaved ? 'replay' : 'copy', template, settles };
}
