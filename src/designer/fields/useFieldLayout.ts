/**
 * The PDF's layout of the template for what the canvas shows (its sample content, or the previewed data row),
 * measured by the engine (PlatenApi.layout) with the real fonts: field bodies draw its lines, font sizes and table
 * rows instead of letting the browser wrap text its own way. One request per document change, for all fields;
 * answers to older requests are dropped by request id. While the canvas shows the sample content, tables whose
 * stored height differs from their drawn height are fitted, and the fields below moved as the PDF moves them
 * (tableFit.ts), folded into the undo entry of the edit that caused it.
 */
import { useSyncExternalStore } from 'react';
import { setFieldBox } from '../../templates/commands/setFieldBox';
import type { DataRecord, FieldSchema, Template } from '../../templates/types';
import type { FieldLayout } from '../../worker/api';
import { getPlaten } from '../../worker/client';
import { designer } from '../store';
import { createListeners } from '../store/observable';
import { fillPlaceholders, shownValue } from './fieldValue';
import { tableHeightFixes } from './tableFit';

interface Measured {
  /** the fields as they were when measured, by id */
  fieldsById: Map<string, FieldSchema>;
  /** header/footer fields: measured with page 1's numbers, so only page 1's drawing may use their lines */
  staticIds: Set<string>;
  values: Record<string, string>;
  layouts: Record<string, FieldLayout>;
}

/** A quiet moment after the last edit before measuring: typing a word asks once, not per key. */
const SETTLE_MS = 60;

let measured: Measured | null = null;
let asked: { doc: Template; record: DataRecord | null } | null = null;
let latestRequest = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let watching = false;
const listeners = createListeners();

function staticFields(doc: Template): FieldSchema[] {
  return typeof doc.basePdf === 'object' ? (doc.basePdf.staticSchema ?? []) : [];
}

function allFields(doc: Template): FieldSchema[] {
  return [...doc.schemas.flat(), ...staticFields(doc)];
}

/** The record the canvas draws: every field's shown value by name (header/footer as page 1 shows them). */
function shownRecord(doc: Template, record: DataRecord | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of doc.schemas.flat()) if (!(field.name in values)) values[field.name] = shownValue(field, record);
  const pageOne = { currentPage: 1, totalPages: doc.schemas.length };
  for (const field of staticFields(doc)) if (!(field.name in values)) values[field.name] = fillPlaceholders(shownValue(field, record), pageOne);
  return values;
}

async function measure(doc: Template, record: DataRecord | null): Promise<void> {
  const request = ++latestRequest;
  const values = shownRecord(doc, record);
  let result;
  try {
    result = await getPlaten().layout(doc, values);
  } catch {
    return; // the worker restarts on the next call; the canvas keeps its browser-wrapped drawing meanwhile
  }
  if (request !== latestRequest || !result.ok) return;
  measured = {
    fieldsById: new Map(allFields(doc).map((f) => [f.id!, f])),
    staticIds: new Set(staticFields(doc).map((f) => f.id!)),
    values,
    layouts: keepUnchanged(measured?.layouts, result.fields),
  };
  listeners.emit();
  fitTables(doc, record, result.fields);
}

/** New layouts, with the previous object kept where nothing changed: only fields whose layout changed re-render. */
function keepUnchanged(previous: Record<string, FieldLayout> | undefined, next: Record<string, FieldLayout>): Record<string, FieldLayout> {
  if (!previous) return next;
  const kept: Record<string, FieldLayout> = {};
  for (const [name, layout] of Object.entries(next)) {
    const before = previous[name];
    kept[name] = before && JSON.stringify(before) === JSON.stringify(layout) ? before : layout;
  }
  return kept;
}

/** Fits stored table heights to the drawn ones; only for the sample content, and never under a drag in progress. */
function fitTables(doc: Template, record: DataRecord | null, layouts: Record<string, FieldLayout>): void {
  if (record !== null || designer.getCommittedDoc() !== doc || designer.getDoc() !== doc) return;
  for (const { id, y, height } of tableHeightFixes(doc, layouts)) designer.run(setFieldBox, { ids: [id], box: { y, height } }, { amend: true });
}

function onDesignerChange(): void {
  const doc = designer.getCommittedDoc();
  const record = designer.getView().previewRecord;
  if (asked && asked.doc === doc && asked.record === record) return;
  asked = { doc, record };
  clearTimeout(timer);
  timer = setTimeout(() => void measure(doc, record), SETTLE_MS);
}

function subscribe(listener: () => void): () => void {
  if (!watching) {
    watching = true;
    designer.subscribe(onDesignerChange);
    onDesignerChange();
  }
  return listeners.add(listener);
}

/** Same field apart from where it is: lines and rows do not depend on position. */
function sameExceptPosition(a: FieldSchema, b: FieldSchema): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (key !== 'position' && a[key] !== b[key]) return false;
  return true;
}

/** A field's measured layout with its shift from the stored box (dy, mm), or null while none fits what is shown. */
export function layoutFor(field: FieldSchema, value: string): { layout: FieldLayout; dy: number } | null {
  const then = field.id ? measured?.fieldsById.get(field.id) : undefined;
  const layout = measured?.layouts[field.name];
  if (!measured || !then || !layout || !sameExceptPosition(then, field)) return null;
  // fixed text prints its content (with page numbers and data placeholders filled), whatever the record holds
  const fixed = field.readOnly === true && !measured.staticIds.has(field.id!);
  if (!fixed && measured.values[field.name] !== value) return null;
  return { layout, dy: layout.pageOffset === 0 ? layout.box.y - then.position.y : 0 };
}

/** The PDF's layout of this field as shown (see layoutFor); re-renders when a new measurement arrives. */
export function useFieldLayout(field: FieldSchema, value: string): { layout: FieldLayout; dy: number } | null {
  // subscribed to this field's own layout object while it fits what is shown: unchanged measurements of other
  // fields do not re-render it, and a measurement that starts to fit (after a colour edit, say) does
  const own = () => (layoutFor(field, value) ? measured!.layouts[field.name] : null);
  const layout = useSyncExternalStore(subscribe, own, own);
  return layout ? layoutFor(field, value) : null;
}
