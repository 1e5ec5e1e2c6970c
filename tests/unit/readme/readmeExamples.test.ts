/**
 * Every ```sh example in README.md runs as written (issue #17): each block is one bash script, run in a fresh
 * folder holding a copy of examples/ as a clone has it, with `npx platen` being this checkout's compiled bin/platen.js.
 * `platen serve`, `platen worker` and `redis-server` lines start in the background, as a reader starts them in
 * another terminal, and the next lines run once they say they are ready. The only edits to a command are the ones
 * SUBSTITUTIONS lists (free loopback ports, scratch folders, the test's S3 server and its credentials); commands
 * that cannot run here are listed in NOT_RUN with the reason. A command that exits non-zero, an output that is not
 * the PDF, ZIP or folder of PDFs its name says, or a placeholder (…) left in a command fails the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { qpdfProblems, removeScratchDirs, zipEntryNames } from '../../support/readBack';
import { bin } from '../cli/support';
import { startRedis, type TestRedis } from '../support/redis';
import { startS3, type TestS3 } from '../support/s3rver';
import { outputsOf, shBlocks, type ReadmeCommand, type ShBlock } from './readmeCommands';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const readme = readFileSync(join(repo, 'README.md'), 'utf8');
const blocks = shBlocks(readme);

/** Commands the test does not run, by their one-line form, and why. */
const NOT_RUN: Record<string, string> = {
  'npm ci && npm run dev':
    'reinstalls node_modules under the running tests and starts Vite’s dev server, which runs until stopped; the app it serves is what tests/e2e drives',
  'npm test': 'runs every suite, this file among them',
  'npm run bench': 'a 15-minute measurement on every core, with Chromium; its figures are ratios to read, not pass/fail',
  'npm run bench -- --quick': 'a measurement (minutes of both cores, with Chromium), not pass/fail',
  'npm run bench -- --only invoice,labels,report,scaling,cli,memory,queue,browser': 'a measurement (minutes of both cores, with Chromium), not pass/fail',
  'npm run bench -- --no-browser': 'a measurement (minutes of both cores), not pass/fail',
};

/** A command that keeps running (a server): started in the background, the block goes on once `ready` is printed. */
const BACKGROUND: { command: RegExp; ready: string }[] = [
  { command: /^npx platen serve\b/, ready: 'listening on http://' },
  { command: /^npx platen worker\b/, ready: 'worker taking chunks' },
  { command: /^redis-server\b/, ready: 'Ready to accept connections' },
];

interface BlockContext {
  redisUrl: string;
  /** the port the block's own redis-server line is given */
  redisPort?: number;
  dataDir: string;
  /** where the README's redis-server keeps its append-only file */
  redisDir: string;
  s3?: TestS3;
}

/**
 * The only edits made to a command, each with its reason. Anything else is run exactly as the README prints it.
 * `$PLATEN_PORT` is the port `platen serve --port 0` printed, read by the script when it said it was listening.
 */
const SUBSTITUTIONS: { why: string; apply: (text: string, context: BlockContext) => string }[] = [
  {
    why: 'port 3000 may be taken on a shared machine: serve takes a free port (--port 0) and the curl lines use it',
    apply: (text) =>
      /^npx platen serve\b/.test(text)
        ? /--port 3000\b/.test(text)
          ? text.replace(/--port 3000\b/, '--port 0')
          : `${text} --port 0`
        : text.replace(/localhost:3000\b/g, 'localhost:$PLATEN_PORT'),
  },
  { why: 'tests bind loopback only', apply: (text) => text.replace(/--host 0\.0\.0\.0\b/g, '--host 127.0.0.1') },
  {
    why: 'the README’s redis-server, on a free loopback port in a scratch folder',
    apply: (text, context) => (/^redis-server\b/.test(text) ? `${text} --port ${context.redisPort} --bind 127.0.0.1 --dir ${context.redisDir} --save ''` : text),
  },
  { why: 'the host "queue" is the machine running Redis: here, loopback', apply: (text, context) => text.replace(/redis:\/\/queue:6379/g, context.redisUrl) },
  { why: 'the shared volume: a scratch folder', apply: (text, context) => text.replace(/\/mnt\/platen\b/g, context.dataDir) },
  {
    why: 'the MinIO server and the credentials a reader fills in (…): s3rver on loopback and the keys it knows',
    apply: (text, context) => {
      if (!context.s3) return text;
      return text
        .replace(/http:\/\/minio\.internal:9000/g, context.s3.endpoint)
        .replace(/AWS_ACCESS_KEY_ID=…/g, `AWS_ACCESS_KEY_ID=${context.s3.env.AWS_ACCESS_KEY_ID}`)
        .replace(/AWS_SECRET_ACCESS_KEY=…/g, `AWS_SECRET_ACCESS_KEY=${context.s3.env.AWS_SECRET_ACCESS_KEY}`);
    },
  },
];

/** Shell functions every block's script starts with. */
const PRELUDE = String.raw`set -o pipefail
# npx platen: this checkout's compiled CLI (npx would look for it in the project; here the folder is a scratch copy)
npx() {
  [ "$1" = "--" ] && shift
  [ "$1" = "platen" ] || { echo "the README's npx runs only platen, not $1" >&2; return 127; }
  shift
  node "$PLATEN_BIN" "$@"
}
# waits until LOG shows PATTERN; fails if process PID has ended first
ready() {
  until grep -q "$3" "$1"; do
    kill -0 "$2" 2>/dev/null || { echo "it exited before it was ready:" >&2; cat "$1" >&2; return 1; }
    sleep 0.2
  done
}
# The test's own check, not a README line: the serve and worker(s) started above render a batch together.
queue_batch() {
  local auth="authorization: Bearer $PLATEN_API_KEY" at
  at=$(curl --fail -sS -H "$auth" -F template=@examples/name-badge.json -F data=@examples/staff.csv -F output=zip \
       -o /dev/null -w '%header{location}' "localhost:$PLATEN_PORT/v1/batches") || return 1
  until curl -sf -H "$auth" "localhost:$PLATEN_PORT$at" | grep -Eq '"state":"(done|failed|cancelled)"'; do sleep 0.5; done
  curl --fail -sS -H "$auth" -o "$1" "localhost:$PLATEN_PORT$at/output"
}
`;

const quoted = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** A free loopback port right now (redis-server cannot be told to pick one and say which). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The block as one bash script; the names of the outputs to check. */
function scriptOf(block: ShBlock, context: BlockContext): { script: string; outputs: string[]; queueCheck: boolean } {
  const lines = [PRELUDE];
  const outputs: string[] = [];
  let serve = false;
  let queued = false;
  let worker = false;
  block.commands.forEach((command, index) => {
    if (command.key in NOT_RUN) return;
    const text = SUBSTITUTIONS.reduce((at, substitution) => substitution.apply(at, context), command.text);
    if (text.includes('…')) throw new Error(`README.md line ${command.line}: a placeholder (…) no reader can run as written: ${command.key}`);
    const where = quoted(`README.md line ${command.line}: ${command.key}`);
    const background = BACKGROUND.find((kind) => kind.command.test(command.key));
    if (background) {
      const log = `readme-${index}.log`;
      lines.push(`${text} > ${log} 2>&1 &`, `ready ${log} $! ${quoted(background.ready)} || { echo ${where} did not start >&2; exit 1; }`);
      if (/^npx platen serve\b/.test(command.key)) {
        serve = true;
        queued ||= /--redis\b/.test(command.key);
        lines.push(`PLATEN_PORT=$(grep -o 'listening on http://[^ ]*' ${log} | grep -o '[0-9]*$')`);
      }
      worker ||= /^npx platen worker\b/.test(command.key);
    } else {
      lines.push(`${text} || { echo "exit $?:" ${where} >&2; exit 1; }`);
      outputs.push(...outputsOf(command));
    }
  });
  const queueCheck = serve && queued && worker;
  if (queueCheck) lines.push(`queue_batch queued.zip || { echo 'the queued serve and worker did not render a batch' >&2; exit 1; }`);
  return { script: lines.join('\n') + '\n', outputs, queueCheck };
}

const groups: ChildProcess[] = [];
const scratch: string[] = [];
let testRedis: TestRedis | undefined;
let s3: TestS3 | undefined;

afterAll(async () => {
  for (const child of groups) stopGroup(child, 'SIGKILL');
  await testRedis?.stop();
  s3?.stop();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  removeScratchDirs();
}, 60_000);

function stopGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-child.pid!, signal);
    return true;
  } catch {
    return false; // the group has ended
  }
}

/** Stops what the script left in the background (servers), and waits until every process of its group has ended. */
async function endGroup(child: ChildProcess): Promise<void> {
  stopGroup(child, 'SIGTERM');
  for (let waited = 0; stopGroup(child, 0); waited += 1) {
    if (waited === 300) stopGroup(child, 'SIGKILL'); // 30 s: something ignored SIGTERM
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface BlockRun {
  dir: string;
  status: number | null;
  output: string;
  outputs: string[];
  queueCheck: boolean;
}

/** One run of the block's script in a fresh folder; every process it started has ended when this resolves. */
async function runOnce(block: ShBlock): Promise<BlockRun> {
  const dir = mkdtempSync(join(tmpdir(), 'platen-readme-'));
  scratch.push(dir);
  cpSync(join(repo, 'examples'), join(dir, 'examples'), { recursive: true });
  const ownRedis = block.commands.some((command) => /^redis-server\b/.test(command.key));
  const usesRedis = block.commands.some((command) => command.key.includes('redis://queue:6379'));
  const context: BlockContext = { redisUrl: '', dataDir: join(dir, 'shared'), redisDir: join(dir, 'redis') };
  mkdirSync(context.dataDir);
  mkdirSync(context.redisDir);
  if (ownRedis) {
    context.redisPort = await freePort();
    context.redisUrl = `redis://127.0.0.1:${context.redisPort}`;
  } else if (usesRedis) context.redisUrl = (testRedis ??= await startRedis()).url;
  const bucket = block.commands.map((command) => /--store s3:\/\/([^/\s]+)/.exec(command.key)?.[1]).find(Boolean);
  if (bucket) context.s3 = s3 ??= await startS3(bucket);
  const { script, outputs, queueCheck } = scriptOf(block, context);
  writeFileSync(join(dir, 'readme-block.sh'), script);

  const env: NodeJS.ProcessEnv = { ...process.env, PLATEN_BIN: bin };
  for (const name of ['PLATEN_API_KEY', 'PLATEN_REDIS', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_REGION', 'AWS_ENDPOINT_URL', 'AWS_ENDPOINT_URL_S3']) delete env[name];
  // The reader's own secret, which the README names but cannot give.
  if (block.commands.some((command) => command.key.includes('$PLATEN_API_KEY'))) env.PLATEN_API_KEY = 'readme-example-key-0123456789';
  const child = spawn('bash', ['readme-block.sh'], { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  groups.push(child);
  let output = '';
  child.stdout!.on('data', (data: Buffer) => void (output += data.toString()));
  child.stderr!.on('data', (data: Buffer) => void (output += data.toString()));
  const status = await new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await endGroup(child);
  return { dir, status, output, outputs, queueCheck };
}

/**
 * Runs the block; again (up to 3 times) only when the README's redis-server lost its port to another process between
 * freePort() and its bind, which says nothing about the README.
 */
async function runBlock(block: ShBlock): Promise<BlockRun> {
  let run = await runOnce(block);
  for (let attempt = 1; attempt < 3 && run.status !== 0 && /Address already in use/.test(run.output); attempt += 1) run = await runOnce(block);
  expect(run.status, `the "${block.heading}" block (README.md line ${block.line}) failed:\n${run.output}`).toBe(0);
  return run;
}

const PDF = Buffer.from('%PDF-');
const ZIP = Buffer.from('PK\x03\x04', 'latin1');

/** A .pdf is a PDF qpdf accepts, a .zip a ZIP of PDFs, a folder (ending in /) holds PDFs. */
async function expectOutput(dir: string, path: string): Promise<void> {
  const at = join(dir, path);
  expect(existsSync(at), `${path} was not written`).toBe(true);
  if (path.endsWith('/')) {
    expect(statSync(at).isDirectory(), `${path} is not a folder`).toBe(true);
    const files = readdirSync(at);
    expect(files.length, `${path} is empty`).toBeGreaterThan(0);
    for (const file of files) await expectOutput(dir, join(path, file));
  } else if (path.endsWith('.pdf')) {
    const bytes = readFileSync(at);
    expect(bytes.subarray(0, 5).equals(PDF), `${path} is not a PDF: ${bytes.subarray(0, 80).toString()}`).toBe(true);
    expect(await qpdfProblems(at), path).toEqual([]);
  } else if (path.endsWith('.zip')) {
    const bytes = readFileSync(at);
    expect(bytes.subarray(0, 4).equals(ZIP), `${path} is not a ZIP: ${bytes.subarray(0, 80).toString()}`).toBe(true);
    const names = await zipEntryNames(at);
    expect(names.length, `${path} has no entries`).toBeGreaterThan(0);
    expect(names.filter((name) => !name.endsWith('.pdf')), path).toEqual([]);
  } else {
    throw new Error(`${path}: the test knows outputs ending in .pdf, .zip or / (a folder); teach it this one`);
  }
}

const commandsOf = (block: ShBlock): ReadmeCommand[] => block.commands.filter((command) => !(command.key in NOT_RUN));

describe('README.md examples', () => {
  it('has examples, and NOT_RUN names only commands it prints', () => {
    expect(blocks.length).toBeGreaterThan(4);
    const printed = new Set(blocks.flatMap((block) => block.commands.map((command) => command.key)));
    expect(Object.keys(NOT_RUN).filter((key) => !printed.has(key))).toEqual([]);
  });

  it('has the one-record render request hold the name badge template as examples/name-badge.json gives it', () => {
    const request = JSON.parse(readFileSync(join(repo, 'examples/render-request.json'), 'utf8')) as { template: unknown; record: Record<string, string> };
    expect(request.template).toEqual(JSON.parse(readFileSync(join(repo, 'examples/name-badge.json'), 'utf8')));
    const columns = readFileSync(join(repo, 'examples/staff.csv'), 'utf8').split('\n')[0].split(',');
    expect(Object.keys(request.record)).toEqual(columns);
  });

  // Listed as skipped, so every run shows what is not run and why.
  for (const [command, why] of Object.entries(NOT_RUN)) it.skip(`does not run \`${command}\`: ${why}`, () => {});

  for (const block of blocks) {
    const commands = commandsOf(block);
    if (commands.length === 0) continue;
    it(`runs the "${block.heading}" block (line ${block.line}) as written`, { timeout: 600_000 }, async () => {
      const { dir, outputs, queueCheck } = await runBlock(block);
      for (const output of outputs) await expectOutput(dir, output);
      if (queueCheck) {
        const names = await zipEntryNames(join(dir, 'queued.zip'));
        expect(names).toHaveLength(readFileSync(join(repo, 'examples/staff.csv'), 'utf8').trim().split('\n').length - 1);
      }
    });
  }
});
