/** Fuzz: hostile CSV, JSON and XLSX files (nesting, far cells, cut files, odd keys) through `platen render` in this process. */
import { afterAll, expect, it } from 'vitest';
import { csvText, goodRows, mutatedData } from './support/dataFiles';
import { cli, sharedEngine } from './support/cliHarness';
import { prng } from './support/prng';
import { scratchDir } from './support/scratchDir';
import { baseTemplate } from './support/templates';
import { existsSync } from 'node:fs';
import { floorFailures, goodRunFailures, report, runFailures } from './support/verdict';

const CASES = 70;
/** How many of the seeded files are read today is 27; the floor leaves room for fair changes, not for none. */
const ACCEPTED_FLOOR = 20;
const engine = sharedEngine();
const dir = scratchDir('data');
afterAll(async () => {
  await engine.close();
  dir.remove();
});

it(`reads or refuses ${CASES} hostile data files without a crash, a hang or a broken PDF`, { timeout: 600_000 }, async () => {
  const rng = prng(0xda7a);
  const template = dir.write('t.json', JSON.stringify(baseTemplate()));
  // The floor's first half: a plain CSV of three good rows renders three pages.
  const good = dir.write('good.csv', csvText([['name', 'logo', 'mark'], ...goodRows(prng(1), 3)]));
  const goodOut = dir.path('good.pdf');
  const failures = await goodRunFailures('known-good CSV', await cli(['render', '-t', template, '-d', good, '-o', goodOut, '-w', '1', '-q'], engine.start), goodOut, 3);
  let accepted = 0;
  for (let i = 0; i < CASES; i++) {
    const { label, fileName, bytes } = mutatedData(rng);
    const data = dir.write(`${i}-${fileName}`, bytes);
    const out = dir.path(`d${i}.pdf`);
    const run = await cli(['render', '-t', template, '-d', data, '-o', out, '-w', '1', '-q'], engine.start);
    const caseFailures = await runFailures(`#${i} ${label}`, run, out);
    // A table with a styled or stray cell far away is read sparsely: every row renders.
    if (label.startsWith('sparse XLSX') && run.status !== 0) caseFailures.push(`#${i} ${label}: a sparse sheet was not rendered (exit ${run.status}): ${run.stderr.slice(0, 200)}`);
    if (run.status === 2 && !run.stderr.includes(data)) caseFailures.push(`#${i} ${label}: exit 2 without naming the data file: ${run.stderr.slice(0, 200)}`);
    // Read: exit 0 (every row rendered) or 1 (some rows refused, the rest written), with a PDF to show for it.
    if ((run.status === 0 || run.status === 1) && existsSync(out)) accepted++;
    failures.push(...caseFailures);
  }
  // The second half: hostile but readable files (far cells, odd keys, deep nesting kept as text) must be read.
  failures.push(...floorFailures('data files', 'read', accepted, ACCEPTED_FLOOR, CASES));
  report('data files', CASES, failures);
  expect(failures).toEqual([]);
});
