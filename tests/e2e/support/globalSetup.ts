// Builds the app once and serves it on localhost for every browser test, as a user would get it from `vite build`.
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

let server: PreviewServer | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!process.env.PLATEN_SKIP_BUILD) await build({ logLevel: 'warn', mode: 'production' });
  server = await preview({ preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseURL', `http://127.0.0.1:${address.port}/`);
  return async () => {
    await new Promise<void>((resolve) => server?.httpServer.close(() => resolve()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
