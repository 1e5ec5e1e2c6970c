/**
 * `npm run bench -- --only http`: POST /v1/render to `platen serve` (its own process, every core) at 8 and 32
 * requests in flight, requests per second with p50/p99 latency, against `platen render`'s own rate for the same
 * invoices in the same run (a fresh process, timed from spawn to exit, so its start-up is in its rate).
 */
import { availableParallelism } from 'node:os';
import { killAll, startServe } from '../tests/unit/server/queue/processes';
import { invoiceRecord, invoiceTemplate } from './fixtures/invoice';
import { formatTable, num } from './table';
import { platenRender, writeInputs } from './wholeProcess';

interface HttpRun {
  concurrency: number;
  perSecond: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** `requests` renders, `concurrency` at a time; each must answer a PDF. */
async function measure(url: string, requests: number, concurrency: number): Promise<HttpRun> {
  const template = invoiceTemplate();
  const latencies: number[] = [];
  let next = 0;
  const client = async () => {
    while (next < requests) {
      const record = invoiceRecord(next++);
      const started = performance.now();
      const response = await fetch(`${url}/v1/render`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ template, record }) });
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (response.status !== 200 || bytes[0] !== 0x25) throw new Error(`POST /v1/render answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { concurrency, perSecond: requests / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export async function renderHttpSection({ quick, log }: { quick: boolean; log: (line: string) => void }): Promise<string> {
  const requests = quick ? 100 : 600;
  const cores = availableParallelism();
  const runs: HttpRun[] = [];
  try {
    // startServe gives --workers 1; the later --workers wins (parseArgs keeps the last), as a user's default would.
    const url = await startServe(['--workers', String(cores)]);
    await measure(url, Math.max(16, requests / 10), 8); // warm-up: workers started, template prepared
    for (const concurrency of [8, 32]) {
      log(`  ${concurrency} in flight…`);
      runs.push(await measure(url, requests, concurrency));
    }
  } finally {
    killAll();
  }
  const inputs = writeInputs(invoiceTemplate(), Array.from({ length: requests }, (_, i) => invoiceRecord(i)));
  let cliPerSecond: number;
  try {
    log('  platen render…');
    cliPerSecond = requests / ((await platenRender(inputs, cores)).ms / 1000);
  } finally {
    inputs.cleanup();
  }
  return [
    `HTTP: POST /v1/render of one invoice each, ${requests} requests, platen serve in its own process with ${cores} render threads (its default: every core)`,
    formatTable(
      ['run', 'renders/s', 'p50', 'p99', 'vs platen render'],
      [
        ...runs.map((r) => [`${r.concurrency} in flight`, num(r.perSecond, 1), `${num(r.p50, 0)} ms`, `${num(r.p99, 0)} ms`, `${num(r.perSecond / cliPerSecond, 2)}×`]),
        [`platen render, ${requests} records to a ZIP, -w ${cores}`, num(cliPerSecond, 1), '—', '—', '1.00×'],
      ],
    ),
  ].join('\n');
}
