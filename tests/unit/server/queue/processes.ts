/**
 * `platen serve` and `platen worker` as their own processes, as on separate machines, for the queue tests that run
 * the whole system; every process started is killed by killAll() (afterAll).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { bin } from '../../cli/support';

export interface PlatenProcess {
  process: ChildProcess;
  /** what it printed so far, stdout and stderr */
  output: () => string;
}

const started: PlatenProcess[] = [];

/** Starts `platen …args` with `env` added; resolves once what it prints matches `ready`. */
export function startPlaten(args: string[], ready: RegExp, env: NodeJS.ProcessEnv = {}): Promise<PlatenProcess> {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  const entry = { process: child, output: () => output };
  started.push(entry);
  return new Promise((resolve, reject) => {
    const read = (data: Buffer) => {
      output += data.toString();
      if (ready.test(output)) resolve(entry);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`platen ${args[0]} exited with ${code}: ${output}`)));
  });
}

/** `platen serve …args` on a free loopback port; resolves with its base URL. */
export async function startServe(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  const serve = await startPlaten(['serve', '--port', '0', '--workers', '1', ...args], /listening on http:\/\/\S+/, env);
  return /listening on (http:\/\/\S+)/.exec(serve.output())![1];
}

export function killAll(): void {
  for (const { process: child } of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export interface HttpBatchStatus {
  state: string;
  progress: { done: number; failed: number; total: number };
}

/** POST /v1/batches with `body`; answers the batch id (anything but 202 throws, with the answer). */
export async function submitBatch(url: string, body: object): Promise<string> {
  const created = await fetch(`${url}/v1/batches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (created.status !== 202) throw new Error(`POST /v1/batches answered ${created.status}: ${await created.text()}`);
  return ((await created.json()) as { id: string }).id;
}

/** Polls GET /v1/batches/:id until the batch has ended (done, failed or cancelled); throws after `timeoutMs`. */
export async function batchEnded(url: string, id: string, timeoutMs: number): Promise<HttpBatchStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = (await (await fetch(`${url}/v1/batches/${id}`)).json()) as HttpBatchStatus;
    if (['done', 'failed', 'cancelled'].includes(status.state)) return status;
    if (Date.now() > deadline) throw new Error(`batch ${id} still ${status.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
