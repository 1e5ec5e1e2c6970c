import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../../src/cli/args';

describe('platen command line', () => {
  it('reads a full render command with repeated fonts', () => {
    const parsed = parseCliArgs(['render', '-t', 't.json', '--data', 'd.csv', '--out', 'o/', '--font', 'A=a.ttf', '--font', 'B=b.otf', '-w', '2', '--name', 'x-{id}.pdf']);
    expect(parsed).toEqual({
      ok: true,
      command: { kind: 'render', template: 't.json', data: 'd.csv', out: 'o/', fonts: [{ name: 'A', path: 'a.ttf' }, { name: 'B', path: 'b.otf' }], workers: 2, name: 'x-{id}.pdf', quiet: false, sheet: undefined, preflight: false, skipOverflow: false, pdfua: false },
    });
  });

  it('says what is wrong with a bad option value', () => {
    expect(parseCliArgs(['render', '-t', 't', '-d', 'd', '-o', 'o.pdf', '-w', 'many'])).toMatchObject({ ok: false, message: expect.stringMatching(/--workers takes a whole number/) });
    expect(parseCliArgs(['render', '-t', 't', '-d', 'd', '-o', 'o.pdf', '--font', 'x.ttf'])).toMatchObject({ ok: false, message: expect.stringMatching(/NAME=file\.ttf/) });
    expect(parseCliArgs(['print'])).toMatchObject({ ok: false, message: 'unknown command "print"' });
  });

  it('treats no arguments and --help as help', () => {
    expect(parseCliArgs([])).toEqual({ ok: true, command: { kind: 'help', topic: 'main' } });
    expect(parseCliArgs(['validate', '-h'])).toEqual({ ok: true, command: { kind: 'help', topic: 'validate' } });
  });
});
