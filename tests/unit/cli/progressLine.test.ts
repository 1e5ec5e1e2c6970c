import { describe, expect, it } from 'vitest';
import { createProgressReporter, formatDuration, formatProgress } from '../../../src/cli/progressLine';

const at = (done: number, failed = 0) => ({ done, failed, total: 5000, recordsPerSecond: 212.4, etaSeconds: (5000 - done - failed) / 212.4 });

describe('progress on stderr', () => {
  it('shows records processed, speed, ETA and failures', () => {
    expect(formatProgress(at(1230, 4))).toBe('1,234/5,000 records · 212 records/s · ETA 0:18 · 4 failed');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(4.24)).toBe('4.2 s');
  });

  it('rewrites one line on a terminal and prints plain lines to a pipe', () => {
    const tty: string[] = [];
    const terminal = createProgressReporter({ isTTY: true, columns: 80, write: (t) => tty.push(t) }, false);
    terminal.update(at(10));
    terminal.done(at(5000));
    expect(tty[0].startsWith('\r\x1b[2K')).toBe(true);
    expect(tty.at(-1)).toMatch(/5,000\/5,000 records.*\n$/);

    const piped: string[] = [];
    const pipe = createProgressReporter({ isTTY: false, write: (t) => piped.push(t) }, false, 60_000);
    pipe.update(at(10));
    pipe.update(at(20)); // within the interval: not printed
    pipe.done(at(5000));
    expect(piped).toEqual(['10/5,000 records · 212 records/s · ETA 0:23\n', '5,000/5,000 records · 212 records/s\n']);
    expect(piped.join('')).not.toContain('\r');
  });
});
