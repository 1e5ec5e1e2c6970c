// The npm registry reachable here serves only the Linux builds of native packages with per-platform builds —
// @napi-rs/canvas (pdfjs-dist's optional Node canvas, which the browser never uses) and msgpackr-extract (BullMQ's
// optional fast MessagePack) — so `npm install` leaves the other platform builds out of package-lock.json and
// `npm ci` then rejects the lockfile as out of sync. This adds those entries with their os/cpu/libc, which npm skips
// on non-matching machines without fetching. Run after any `npm install`: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORMS = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'] },
  'linux-arm': { os: ['linux'], cpu: ['arm'] },
  'linux-arm64': { os: ['linux'], cpu: ['arm64'] },
  'linux-x64': { os: ['linux'], cpu: ['x64'] },
  'win32-x64': { os: ['win32'], cpu: ['x64'] },
  'linux-arm64-gnu': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'linux-riscv64-gnu': { os: ['linux'], cpu: ['riscv64'], libc: ['glibc'] },
  'linux-x64-gnu': { os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
/** Packages whose optional dependencies are per-platform builds named `<prefix><platform>`. */
const NATIVE = [
  { parent: 'node_modules/@napi-rs/canvas', prefix: '@napi-rs/canvas-', engines: { node: '>= 10' } },
  { parent: 'node_modules/msgpackr-extract', prefix: '@msgpackr-extract/msgpackr-extract-' },
];
const added = [];
for (const { parent, prefix, engines } of NATIVE) {
  const entry = lock.packages[parent];
  for (const [name, version] of Object.entries(entry?.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const platform = PLATFORMS[name.replace(prefix, '')];
    if (lock.packages[key] || !platform) continue;
    const { os, cpu, libc } = platform;
    lock.packages[key] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      cpu,
      ...(libc ? { libc } : {}),
      license: 'MIT',
      optional: true,
      os,
      ...(engines ? { engines } : {}),
    };
    added.push(name);
  }
}
const sorted = Object.keys(lock.packages).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0));
lock.packages = Object.fromEntries(sorted.map((key) => [key, lock.packages[key]]));
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.join(', ')}` : 'lockfile already complete');
