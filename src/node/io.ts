/** The streams a command writes to; real process streams in the binary, fakes in tests. */

/** stderr as the progress line sees it: a terminal (rewritten in place) or a file or pipe. */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: ProgressStream;
}

/** Exit statuses, as `platen --help` documents them. */
export const EXIT_OK = 0;
export const EXIT_RECORDS_FAILED = 1;
export const EXIT_USAGE = 2;
/** the engine itself broke (not a record, not the user's input) */
export const EXIT_INTERNAL = 3;
export const EXIT_INTERRUPTED = 130;

/** Lines prefixed with "platen: " for stderr. */
export const say = (io: CliIo, message: string): void => void io.stderr.write(`platen: ${message}\n`);
