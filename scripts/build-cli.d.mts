/** Types of build-cli.mjs (a plain module, so that `npm ci`'s prepare step can run it without a TypeScript step). */
import type { BuildOptions } from 'esbuild';

/** dist-node/, where the command line and its workers are built. */
export const OUT_DIR: string;
/** The warm-up's outcome beside the build: `{ recordErrors }` (null: no report). */
export const CODE_CACHE_REPORT: string;
/** The banner that gives an ES module bundle a `require` for the CommonJS packages it bundles. */
export const ESM_REQUIRE_BANNER: string;
/** esbuild's options for the Node bundles, written into `outdir`. */
export function nodeBundleOptions(options: { outdir: string; quiet?: boolean }): BuildOptions & { define: Record<string, string> };
/** Builds dist-node/; with `ifStale`, only when the sources changed since the last build. */
export function buildCli(options?: { quiet?: boolean; ifStale?: boolean }): Promise<void>;
