// The unit tests run `platen` as users do, from the compiled dist/: build it once per run from the current sources.
import { buildCli } from '../../../scripts/build-cli.mjs';

export default async function setup(): Promise<void> {
  await buildCli({ quiet: true, ifStale: true });
}
