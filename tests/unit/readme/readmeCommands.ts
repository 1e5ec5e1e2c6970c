/**
 * The shell commands of README.md as a reader copies them: every ```sh block, a command per line (a line ending in
 * a backslash goes on), whole-line comments dropped. Each command keeps the text a reader sees and its text without
 * trailing comments, the form a script can append to.
 */

export interface ReadmeCommand {
  /** the command as one line, comments dropped and runs of spaces made one: how the test names it */
  key: string;
  /** the command as written (continuations kept), trailing comments dropped */
  text: string;
  /** 1-based line of README.md where it starts */
  line: number;
}

export interface ShBlock {
  /** the nearest heading above the block */
  heading: string;
  /** 1-based line of the opening fence */
  line: number;
  commands: ReadmeCommand[];
}

/** `line` without a trailing shell comment: a `#` that starts a word outside quotes. */
export function withoutComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = null;
      else if (c === '\\' && quote === '"') i += 1;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '\\') i += 1;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]))) return line.slice(0, i).trimEnd();
  }
  return line.trimEnd();
}

/** Every ```sh block of a Markdown text, with its commands. */
export function shBlocks(markdown: string): ShBlock[] {
  const lines = markdown.split('\n');
  const blocks: ShBlock[] = [];
  let heading = '';
  for (let i = 0; i < lines.length; i += 1) {
    if (/^#{1,6} /.test(lines[i])) heading = lines[i].replace(/^#+ /, '');
    if (lines[i].trim() !== '```sh') continue;
    const block: ShBlock = { heading, line: i + 1, commands: [] };
    let parts: string[] = [];
    let start = 0;
    for (i += 1; i < lines.length && lines[i].trim() !== '```'; i += 1) {
      const text = withoutComment(lines[i]);
      if (parts.length === 0) {
        if (text.trim() === '') continue;
        start = i + 1;
      }
      parts.push(text);
      if (text.endsWith('\\')) continue;
      const joined = parts.join('\n');
      block.commands.push({ text: joined, key: joined.replace(/\\\n/g, ' ').replace(/\s+/g, ' ').trim(), line: start });
      parts = [];
    }
    if (parts.length > 0) throw new Error(`README.md line ${start}: a command ends in a backslash at the end of its block`);
    blocks.push(block);
  }
  return blocks;
}

/** The files a command writes with `-o FILE` / `--out FILE` (curl and platen), /dev/null left out. */
export function outputsOf(command: ReadmeCommand): string[] {
  return [...command.key.matchAll(/(?:^|\s)(?:-o|--out)\s+(\S+)/g)].map((found) => found[1]).filter((path) => path !== '/dev/null');
}
