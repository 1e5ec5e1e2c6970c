/** The Node side of the engine: see createNodeEngine.ts for its shape. */
export { createNodeEngine, type NodeEngine, type NodeEngineOptions } from './createNodeEngine';
