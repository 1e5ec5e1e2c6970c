/**
 * Built JavaScript with its non-ASCII characters written as \uXXXX. esbuild and Vite's minifier escape them
 * everywhere but inside regular-expression literals (date-fns' Arabic locale, bundled with pdfme's date fields, has
 * some), and one such character makes V8 hold the whole script's source two bytes a character for as long as it
 * runs: the CLI's 3.4 MB render worker took 6.9 MB of each worker's heap. In a regular expression, as in a string or
 * a name, the escape means the same character (only a pattern's `source` spells it escaped). A non-ASCII character
 * escaped by a backslash would change meaning: the build stops instead. Used by scripts/build-cli.mjs and
 * vite.config.ts.
 */
export function asciiOnly(code, fileName) {
  if (!/[^\x00-\x7f]/.test(code)) return code;
  if (/\\[^\x00-\x7f]/.test(code)) throw new Error(`${fileName}: a non-ASCII character follows a backslash; escape it in its source`);
  return code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
