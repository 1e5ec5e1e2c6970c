// Comlink ships the node adapter's types as node-adapter.d.ts beside the .mjs; point the .mjs import at them.
declare module 'comlink/dist/esm/node-adapter.mjs' {
  import type { Endpoint } from 'comlink';
  export default function nodeEndpoint(nep: unknown): Endpoint;
}
