/** Types of asciiOnly.mjs (a plain module, so that scripts/build-cli.mjs can run it without a TypeScript step). */
export function asciiOnly(code: string, fileName: string): string;
