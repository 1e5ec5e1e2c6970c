/**
 * A record's page layout (pdfme's getDynamicTemplate: growing tables, lists and expanding texts push the fields below
 * them and break pages), remembered by what decides it: every field's measured layout (issue #23).
 *
 * getDynamicTemplate deep-clones every field of the template for every record before it measures anything, then
 * places the measured heights; in a batch the heights are nearly always the ones of an earlier record (an invoice's
 * ten rows of one line each). Here the fields are measured first, as pdfme measures them, and pdfme's placing runs
 * only for heights not met before. Placing is a pure function of the template and the measured heights (pdfme's
 * placeUnitsOnPages; a split part's patch depends only on where it splits), so a remembered layout is the one pdfme
 * would make again. A record that meets a remembered layout gets the same schema objects, as records get the template
 * itself when nothing grows (pdfme returns it unchanged): nothing downstream changes a schema it is given.
 */
import type { Schema, Template } from '@pdfme/common';
import { getDynamicTemplate, isBlankPdf } from '@pdfme/common';
import { findFieldType } from '../../templates/fieldTypes';
import { filledPlaceholders } from './fixedText';
import { layoutWithSharedTableHeights } from './table/tableHeights';

type LayoutArgs = Parameters<typeof layoutWithSharedTableHeights>[1];
type Layout = Awaited<ReturnType<typeof layoutWithSharedTableHeights>>;

/** Layouts remembered per template (its `schemas` array); a batch meets one or a few. */
const LAYOUTS_PER_TEMPLATE = 8;

/**
 * What pdfme's getDynamicTemplate measures a field with (its getSchemaValue, @pdfme/common 6.1.13): a read-only field
 * its content, with {placeholders} filled in for the kinds whose wording the user types (text, multi-variable text).
 */
function valueForLayout(schema: Schema, input: Record<string, string>, schemas: Schema[][]): string {
  if (!schema.readOnly) return input?.[schema.name] || '';
  if (findFieldType(schema.type)?.wording === undefined) return (schema.content as string) || '';
  return filledPlaceholders((schema.content as string) || '', input, schemas);
}

/** The part of a layout that decides placing; its patch is pdfme's or ours, chosen by the field, not the value. */
function layoutKey(layout: Layout): unknown {
  if (Array.isArray(layout)) return layout;
  const { heights, avoidFirstUnitOnly, patchSplitSchema } = layout as { heights: number[]; avoidFirstUnitOnly?: boolean; patchSplitSchema?: unknown };
  return [heights, avoidFirstUnitOnly ? 1 : 0, patchSplitSchema ? 1 : 0];
}

export class LaidOutTemplates {
  private readonly byTemplate = new WeakMap<Schema[][], Map<string, Template>>();

  /** `template` laid out for `input`: pdfme's getDynamicTemplate, placed again only for heights not met before. */
  async of(template: Template, input: Record<string, string>, options: LayoutArgs['options'], cache: LayoutArgs['_cache']): Promise<Template> {
    if (!isBlankPdf(template.basePdf)) return template;
    const measured = new Map<Schema, Layout>();
    const keys: unknown[] = [];
    for (const page of template.schemas) {
      for (const schema of page) {
        const value = valueForLayout(schema, input, template.schemas);
        const layout = await layoutWithSharedTableHeights(value, { schema, basePdf: template.basePdf, options, _cache: cache } as LayoutArgs);
        measured.set(schema, layout);
        keys.push(layoutKey(layout));
      }
    }
    const key = JSON.stringify(keys);
    let remembered = this.byTemplate.get(template.schemas);
    const known = remembered?.get(key);
    if (known) return known;

    // pdfme measures deep clones of the fields: each is matched to its measurement by name, page by page in order
    const byName = measuredByName(template.schemas, measured);
    const laidOut = await getDynamicTemplate({
      template,
      input,
      options,
      _cache: cache,
      getDynamicHeights: (value, args) => {
        const layout = byName?.get(args.schema.name);
        return layout ? Promise.resolve(layout) : layoutWithSharedTableHeights(value, args as LayoutArgs);
      },
    } as Parameters<typeof getDynamicTemplate>[0]);
    if (!remembered) this.byTemplate.set(template.schemas, (remembered = new Map()));
    if (remembered.size >= LAYOUTS_PER_TEMPLATE) remembered.delete(remembered.keys().next().value as string);
    remembered.set(key, laidOut);
    return laidOut;
  }
}

/** Each field's measured layout by its name, or undefined when names repeat (each is then measured again by pdfme). */
function measuredByName(schemas: Schema[][], measured: Map<Schema, Layout>): Map<string, Layout> | undefined {
  const byName = new Map<string, Layout>();
  for (const page of schemas) {
    for (const schema of page) {
      if (byName.has(schema.name)) return undefined;
      byName.set(schema.name, measured.get(schema)!);
    }
  }
  return byName;
}
