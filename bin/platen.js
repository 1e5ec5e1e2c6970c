#!/usr/bin/env node
// `platen`: registers tsx so the TypeScript sources run as they are (no build step), then starts the CLI.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
