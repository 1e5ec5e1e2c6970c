// axe-core's WCAG 2.1 AA rules run in the open page, from node_modules: nothing is fetched from another origin.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Text that is part of a picture (WCAG 1.4.3's "incidental" text, which has no contrast requirement): the gallery's
 * thumbnails draw each template's first page at about 1 px per point, in the template's own colours.
 */
const PICTURES = ['.gallery-thumb'];

/** The rules that make WCAG 2.1 A and AA, as axe-core tags them. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe on the whole page (or `include`, a CSS selector) and returns its critical and serious violations.
 * The source goes in through page.evaluate, which the app's Content-Security-Policy (no inline scripts) does not
 * govern, where a <script> tag would be refused.
 */
export async function seriousViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    async ({ include, tags, pictures }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe;
      const results = await axe.run(include ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      for (const violation of results.violations) {
        if (violation.id !== 'color-contrast') continue;
        violation.nodes = violation.nodes.filter((node) => !pictures.some((picture) => document.querySelector(String(node.target[0]))?.closest(picture)));
      }
      results.violations = results.violations.filter((violation) => violation.nodes.length > 0);
      return results;
    },
    { include, tags: WCAG_21_AA, pictures: PICTURES },
  );
  return results.violations
    .filter((v: Result) => v.impact === 'critical' || v.impact === 'serious')
    .map((v: Result) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim() })),
    }));
}

/** Violations as a person fixing them reads them: rule, impact, how many, then each element and what is wrong. */
export function describeViolations(violations: AxeViolation[]): string {
  if (violations.length === 0) return 'no critical or serious violations';
  return violations
    .map((v) => [`${v.rule} (${v.impact}, ×${v.nodes.length}): ${v.help}`, ...v.nodes.map((n) => `  ${n.target}\n    ${n.summary}`)].join('\n'))
    .join('\n');
}
