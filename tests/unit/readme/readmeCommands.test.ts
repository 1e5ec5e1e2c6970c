/** How readmeExamples.test.ts reads commands out of Markdown: blocks, continuations, comments, outputs. */
import { describe, expect, it } from 'vitest';
import { outputsOf, shBlocks, withoutComment } from './readmeCommands';

describe('README commands', () => {
  it('drops trailing comments but not a # inside quotes or a word', () => {
    expect(withoutComment('curl localhost:3000$BATCH   # state, rate')).toBe('curl localhost:3000$BATCH');
    expect(withoutComment(`grep -Eq '"state" # not a comment' x # one`)).toBe(`grep -Eq '"state" # not a comment' x`);
    expect(withoutComment('echo "a # b" c#d')).toBe('echo "a # b" c#d');
    expect(withoutComment('# a whole line')).toBe('');
  });

  it('reads ```sh blocks only, joins continued lines, names each command by its one-line form and line', () => {
    const markdown = [
      '## Service',
      '```sh',
      'npx platen serve --port 3000   # comment',
      '',
      'curl --fail -X POST localhost:3000/v1/render \\',
      '     -d @examples/render-request.json -o ada.pdf  # {"template": {…}}',
      '```',
      '```ini',
      'ExecStart=/bin/false',
      '```',
    ].join('\n');
    const [block, ...others] = shBlocks(markdown);
    expect(others).toEqual([]);
    expect(block.heading).toBe('Service');
    expect(block.commands.map((command) => [command.line, command.key])).toEqual([
      [3, 'npx platen serve --port 3000'],
      [5, 'curl --fail -X POST localhost:3000/v1/render -d @examples/render-request.json -o ada.pdf'],
    ]);
    expect(block.commands[1].text).toContain('\\\n');
    expect(block.commands[1].text).not.toContain('…');
  });

  it('finds the files a command writes, not /dev/null', () => {
    const [block] = shBlocks(['```sh', 'x=$(curl -o /dev/null -w y) ; curl -C - -o badges.zip u', 'npx platen render -t t.json --out out/ -o b.pdf', '```'].join('\n'));
    expect(block.commands.flatMap(outputsOf)).toEqual(['badges.zip', 'out/', 'b.pdf']);
  });

  it('refuses a block whose last line continues', () => {
    expect(() => shBlocks(['```sh', 'curl \\', '```'].join('\n'))).toThrow('ends in a backslash');
  });
});
