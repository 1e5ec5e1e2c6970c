/**
 * The pinned runs of bench/coreScalingRun.ts compiled as `platen` is: the same esbuild options as dist-node/
 * (scripts/build-cli.mjs's nodeBundleOptions: one minified bundle), and its pool's render workers dist-node/'s own
 * compiled worker. Run through tsx instead, the engine's modules stay apart and the same records took ~10 % longer
 * (issue #23: 4.04 against 3.65 ms a warm invoice a file each, render loop alone), so the bench timed code no user
 * runs. Built into bench/.out/ (ignored by git) so that the bundle's run-time packages resolve from node_modules/.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildCli, ESM_REQUIRE_BANNER, nodeBundleOptions, OUT_DIR } from '../scripts/build-cli.mjs';

const outdir = fileURLToPath(new URL('./.out/compiled/', import.meta.url));
let built: Promise<string> | undefined;

/** The compiled coreScalingRun's path, built once per bench run (after dist-node/, whose render worker it starts). */
export function compiledCoreScalingRun(): Promise<string> {
  built ??= (async () => {
    await buildCli({ quiet: true, ifStale: true });
    const options = nodeBundleOptions({ outdir, quiet: true });
    await build({
      ...options,
      entryPoints: { coreScalingRun: fileURLToPath(new URL('./coreScalingRun.ts', import.meta.url)) },
      outExtension: { '.js': '.mjs' },
      format: 'esm',
      banner: { js: ESM_REQUIRE_BANNER },
      // the pool's workers: dist-node/'s compiled render worker, named by its absolute URL from this bundle
      define: { ...options.define, PLATEN_COMPILED_WORKER: JSON.stringify(pathToFileURL(join(OUT_DIR, 'render-worker-loader.cjs')).href) },
    });
    return join(outdir, 'coreScalingRun.mjs');
  })();
  return built;
}
