/**
 * Fuzz: broken and extreme template files (numbers out of any page's reach, JSON nested thousands deep, cut files,
 * odd names and types, damaged base PDFs) through `platen render` in this process. Seeded: the same cases every run.
 */
import { afterAll, expect, it } from 'vitest';
import { csvText, goodRows } from './support/dataFiles';
import { cli, sharedEngine } from './support/cliHarness';
import { prng } from './support/prng';
import { scratchDir } from './support/scratchDir';
import { baseTemplate, mutatedTemplate } from './support/templates';
import { floorFailures, goodRunFailures, rendered, report, runFailures } from './support/verdict';

const CASES = 70;
/** How many of the seeded mutations render today is 8 (two pages read back); the floor leaves room for fair changes, not for none. */
const ACCEPTED_FLOOR = 6;
const engine = sharedEngine();
const dir = scratchDir('templates');
afterAll(async () => {
  await engine.close();
  dir.remove();
});

it(`renders or refuses ${CASES} mutated template files without a crash, a hang or a broken PDF`, { timeout: 600_000 }, async () => {
  const rng = prng(0x7e3a1);
  const data = dir.write('data.csv', csvText([['name', 'logo', 'mark'], ...goodRows(rng, 2)]));
  // The floor's first half: the unmutated template renders its two rows.
  const good = dir.write('good.json', JSON.stringify(baseTemplate()));
  const goodOut = dir.path('good.pdf');
  const failures = await goodRunFailures('known-good template', await cli(['render', '-t', good, '-d', data, '-o', goodOut, '-w', '1', '-q'], engine.start), goodOut, 2);
  let accepted = 0;
  for (let i = 0; i < CASES; i++) {
    const { label, text } = mutatedTemplate(rng);
    const template = dir.write(`t${i}.json`, text);
    const out = dir.path(`t${i}.pdf`);
    const run = await cli(['render', '-t', template, '-d', data, '-o', out, '-w', '1', '-q'], engine.start);
    const caseFailures = await runFailures(`#${i} ${label}`, run, out);
    // A template problem is the user's to fix: exit 2 with the file named, never a failed row per record.
    if (run.status === 1 && (/base PDF/i.test(run.stderr) || label.includes('fixed SVG'))) caseFailures.push(`#${i} ${label}: a template problem reported as failed rows`);
    if (run.status === 2 && !run.stderr.includes(template) && !run.stderr.includes('--out')) caseFailures.push(`#${i} ${label}: exit 2 without naming the file: ${run.stderr.slice(0, 200)}`);
    if (await rendered(run, out, 2)) accepted++;
    failures.push(...caseFailures);
  }
  // The second half: many mutations (odd names, numbers at the edge) are still fair templates and must render.
  failures.push(...floorFailures('template files', 'rendered', accepted, ACCEPTED_FLOOR, CASES));
  report('template files', CASES, failures);
  expect(failures).toEqual([]);
});
