// `npm test`: every test, unit and browser, then one plain closing line "N passed, N failed" for CI.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

const report = 'node_modules/.cache/platen-test-report.json';
rmSync(report, { force: true });
const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)];
const run = spawnSync('npx', args, { stdio: 'inherit' });

let passed = 0;
let failed = 0;
try {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed = result.numPassedTests;
  failed = result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  if (result.numTotalTests === 0) failed += 1; // a run that ran nothing is not a pass
} catch {
  failed += 1; // no report: vitest itself crashed
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
