/**
 * Barcode pictures for the canvas, drawn by the worker with the same encoder as the PDF (getPlaten().barcodeSvg)
 * and shown as an <img> data URL, never as inline SVG. Results are cached by type, value and style.
 */
import { useEffect, useState } from 'react';
import { svgDataUrl } from '../../fields/fieldValue';

import { getPlaten } from '../../../worker/client';

type Result = { url: string } | { error: string };
const cache = new Map<string, Promise<Result>>();

const STYLE_KEYS = ['backgroundColor', 'barColor', 'textColor', 'includetext', 'alignment'];

function styleOf(schema: Record<string, unknown>): Record<string, unknown> {
  const style: Record<string, unknown> = {};
  for (const key of STYLE_KEYS) if (key in schema) style[key] = schema[key];
  return style;
}

/** A barcode image URL (or an error sentence) for a type, value and field style; null while drawing. */
export function useBarcodeImage(type: string, value: string, schema: Record<string, unknown>): Result | null {
  const style = styleOf(schema);
  const key = JSON.stringify([type, value, style]);
  const [result, setResult] = useState<{ key: string; result: Result } | null>(null);
  useEffect(() => {
    let live = true;
    let pending = cache.get(key);
    if (!pending) {
      pending = getPlaten()
        .barcodeSvg(type, value, { ...style, type })
        .then((svg): Result => ({ url: svgDataUrl(svg) }))
        .catch((error: unknown): Result => ({ error: error instanceof Error ? error.message : String(error) }));
      cache.set(key, pending);
      if (cache.size > 500) cache.delete(cache.keys().next().value!);
    }
    void pending.then((r) => live && setResult({ key, result: r }));
    return () => {
      live = false;
    };
    // key covers type, value and style
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result?.key === key ? result.result : null;
}
