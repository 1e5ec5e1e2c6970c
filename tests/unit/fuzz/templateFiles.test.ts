/**
 * Fuzz: broken and extreme template files (numbers out of any page's reach, JSON nested thousands deep, cut files,
 * odd names and types, damaged base PDFs) through `platen render` in this process. Seeded: the same cases every run.
 */
import { afterAll, expect, it } from 'vitest';
import { csvText, goodRows } from './support/dataFiles';
import { cli, sharedEngine } from './support/cliHarness';
import { prng } from './support/prng';
import { scratchDir } from './support/scratchDir';
import { mutatedTemplate } from './support/templates';
import { report, runFailures } from './support/verdict';

const CASES = 70;
const engine = sharedEngine();
const dir = scratchDir('templates');
afterAll(async () => {
  await engine.close();
  dir.remove();
});

it(`renders or refuses ${CASES} mutated template files without a crash, a hang or a broken PDF`, { timeout: 600_000 }, async () => {
  const rng = prng(0x7e3a1);
  const data = dir.write('data.csv', csvText([['name', 'logo', 'mark'], ...goodRows(rng, 2)]));
  const failures: string[] = [];
  for (let i = 0; i < CASES; i++) {
    const { label, text } = mutatedTemplate(rng);
    const template = dir.write(`t${i}.json`, text);
    const out = dir.path(`t${i}.pdf`);
    const run = await cli(['render', '-t', template, '-d', data, '-o', out, '-w', '1', '-q'], engine.start);
    const caseFailures = await runFailures(`#${i} ${label}`, run, out);
    // A template problem is the user's to fix: exit 2 with the file named, never a failed row per record.
    if (run.status === 1 && (/base PDF/i.test(run.stderr) || label.includes('fixed SVG'))) caseFailures.push(`#${i} ${label}: a template problem reported as failed rows`);
    if (run.status === 2 && !run.stderr.includes(template) && !run.stderr.includes('--out')) caseFailures.push(`#${i} ${label}: exit 2 without naming the file: ${run.stderr.slice(0, 200)}`);
    failures.push(...caseFailures);
  }
  report('template files', CASES, failures);
  expect(failures).toEqual([]);
});
