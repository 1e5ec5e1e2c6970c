/**
 * A chunk worker as its own process, like `platen worker --workers 1`, whose render worker acts out `platen-fault:…`
 * record values (src/worker/engine/renderWorkerFaults.ts), so a test can hold it inside a chunk for as long as it
 * likes and kill it there. Run as `node --import tsx faultyWorkerProcess.ts REDIS_URL DATA_DIR STALL_MS`; says
 * "worker taking chunks" on stderr once it takes them.
 */
import { createNodeEngine } from '../../../../src/worker/node/createNodeEngine';
import { startChunkWorker } from '../../../../src/server/queue/chunkWorker';
import { createDirectoryStore } from '../../../../src/server/store/directoryStore';

const [redisUrl, dataDir, stallMs] = process.argv.slice(2);
const engine = await createNodeEngine({ workers: 1, faultTest: { faults: true } });
await startChunkWorker({ redisUrl, engine, store: createDirectoryStore(dataDir), workers: 1, stallMs: Number(stallMs) });
process.stderr.write('worker taking chunks\n');
