/**
 * Issue #9, an SVG with a DOCTYPE as a template's fixed content: every record used to fail with pdf-lib's "Cannot
 * read properties of undefined (reading 'style')". A harmless prolog (<?xml?>, the SVG 1.1 DOCTYPE, an exporter's
 * comment) is dropped before drawing; a DOCTYPE declaring entities is refused once for the template, naming the field
 * and page, by validation (platen validate, import) and by the engine — never expanded.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { importOutcome } from '../../../src/designer/library/importOutcome';
import { parseTemplateFile } from '../../../src/templates/legacy';
import { validateTemplate } from '../../../src/templates/validate';
import { RenderEngine } from '../../../src/worker/engine/renderEngine';
import { readFontFromNodeModules } from '../../../src/worker/fonts/nodeFontReader';
import type { Template } from '../../../src/templates/types';
import { cli, crashOf, pageCountOf, qpdfProblem, sharedEngine } from '../fuzz/support/cliHarness';
import { csvText } from '../fuzz/support/dataFiles';
import { scratchDir } from '../fuzz/support/scratchDir';

const SVG_BODY = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="5" fill="#c00"/></svg>';
const EXPORTED = `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Adobe Illustrator 24.0.0, SVG Export Plug-In -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${SVG_BODY}`;
const ENTITIES = '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text y="10">&b;</text></svg>';

/** A badge with a name from the data and a fixed logo. */
function badge(logo: string): Template {
  return {
    basePdf: { width: 60, height: 40, padding: [0, 0, 0, 0] },
    schemas: [
      [
        { name: 'name', type: 'text', position: { x: 5, y: 28 }, width: 50, height: 8, content: 'Sample', fontSize: 10 },
        { name: 'logo', type: 'svg', readOnly: true, position: { x: 5, y: 5 }, width: 20, height: 20, content: logo },
      ],
    ],
  } as unknown as Template;
}

describe('a fixed SVG in validation', () => {
  it('accepts an exporter’s prolog (declaration, comment, SVG DOCTYPE): it is dropped before drawing', () => {
    expect(validateTemplate(badge(EXPORTED)).filter((p) => p.path.includes('content'))).toEqual([]);
  });

  it('refuses a DOCTYPE that declares entities with one error naming the field and page', () => {
    const problems = validateTemplate(badge(ENTITIES)).filter((p) => p.path.includes('content'));
    expect(problems).toEqual([
      {
        path: ['schemas', 0, 1, 'content'],
        severity: 'error',
        message: 'Page 1, field “logo”: the SVG declares its own entities in a <!DOCTYPE […]>, which Platen does not expand; remove the DOCTYPE.',
      },
    ]);
  });

  it('names another DOCTYPE (not the SVG one) as one it does not read', () => {
    const [problem] = validateTemplate(badge(`<!DOCTYPE html>${SVG_BODY}`)).filter((p) => p.path.includes('content'));
    expect(problem.message).toBe('Page 1, field “logo”: the SVG has a <!DOCTYPE …> line, which Platen does not read; remove that line.');
  });

  it('an import lists the entities problem once, with the field and page, and opens the template', () => {
    const outcome = importOutcome('logo.json', parseTemplateFile(JSON.stringify(badge(ENTITIES))));
    expect(outcome.ok && outcome.problems.filter((line) => line.includes('SVG'))).toEqual([
      'Page 1, field “logo”: the SVG declares its own entities in a <!DOCTYPE […]>, which Platen does not expand; remove the DOCTYPE.',
    ]);
  });

  it('only warns about a data field’s sample SVG, which is never printed', () => {
    const template = badge(ENTITIES) as unknown as { schemas: Record<string, unknown>[][] };
    template.schemas[0][1].readOnly = false;
    const [problem] = validateTemplate(template).filter((p) => p.path.includes('content'));
    expect(problem.severity).toBe('warning');
    expect(problem.message).toMatch(/^Page 1, field “logo”: the sample SVG cannot be drawn: the SVG declares its own entities/);
  });
});

describe('a fixed SVG in the engine', () => {
  const engine = new RenderEngine(readFontFromNodeModules);

  it('draws an exporter’s SVG with its prolog', async () => {
    const result = await engine.render(badge(EXPORTED), { name: 'Ada' });
    expect(result.ok ? 'ok' : result.errors).toBe('ok');
  });

  it('refuses entities for the template, naming the field, before pdf-lib reads them', async () => {
    const result = await engine.render(badge(ENTITIES), { name: 'Ada' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.message)).toEqual([
      'Page 1, field “logo”: the SVG declares its own entities in a <!DOCTYPE […]>, which Platen does not expand; remove the DOCTYPE.',
    ]);
  });
});

describe('a fixed SVG through the CLI', () => {
  const shared = sharedEngine();
  const dir = scratchDir('fixed-svg');
  afterAll(async () => {
    await shared.close();
    dir.remove();
  });
  const data = dir.write('people.csv', csvText([['name'], ['Ada'], ['Bob'], ['Cy']]));

  it('renders every row when the logo carries an exporter’s DOCTYPE', async () => {
    const template = dir.write('exported.json', JSON.stringify(badge(EXPORTED)));
    const out = dir.path('exported.pdf');
    const run = await cli(['render', '-t', template, '-d', data, '-o', out, '-w', '1', '-q'], shared.start, 120_000);
    expect(crashOf(run)).toBeNull();
    expect(run.status, run.stderr).toBe(0);
    expect(await qpdfProblem(out)).toBeNull();
    expect(await pageCountOf(out)).toBe(3);
  }, 240_000);

  it.each(['validate', 'render'])('platen %s reports entities once as a template problem (exit 2)', async (command) => {
    const template = dir.write(`entities-${command}.json`, JSON.stringify(badge(ENTITIES)));
    const argv = command === 'validate' ? ['validate', '-t', template] : ['render', '-t', template, '-d', data, '-o', dir.path('e.pdf'), '-w', '1', '-q'];
    const run = await cli(argv, shared.start, 120_000);
    expect(crashOf(run)).toBeNull();
    expect(run.status).toBe(2);
    expect(run.stderr.match(/declares its own entities/g)).toHaveLength(1);
    expect(run.stderr).toContain('Page 1, field “logo”');
    expect(run.stderr).not.toMatch(/line \d+:|Cannot read properties/);
  }, 240_000);
});

describe('an SVG from data that skipped conversion (the preview form, an API record)', () => {
  it('draws an exporter’s file as it comes, prolog and all, and still refuses entities', async () => {
    const engine = new RenderEngine(readFontFromNodeModules);
    const template = badge(SVG_BODY);
    const logo = template.schemas[0][1] as { readOnly?: boolean };
    logo.readOnly = false;
    const drawn = await engine.render(template, { name: 'Ada', logo: EXPORTED });
    expect(drawn.ok ? [] : drawn.errors).toEqual([]);
    const refused = await engine.render(template, { name: 'Ada', logo: ENTITIES });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? [] : refused.errors.map((e) => e.field)).toEqual(['logo']);
  });
});
