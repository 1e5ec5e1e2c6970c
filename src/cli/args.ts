/**
 * The command line, parsed into a command or a usage problem. Nothing here touches the file system: the render
 * and validate commands read their files themselves, so a usage mistake is reported before any work starts.
 */
import { parseArgs } from 'node:util';
import { parseStandard, type DocumentStandard } from '../templates/documentStandard';

/** `--font NAME=path`: a TTF/OTF the template may name in fontName. */
export interface FontArg {
  name: string;
  path: string;
}

export interface RenderArgs {
  kind: 'render';
  template: string;
  data: string;
  out: string;
  fonts: FontArg[];
  /** undefined: all cores */
  workers?: number;
  /** file name pattern for ZIP entries and directory output, e.g. 'invoice-{invoiceNo}.pdf' */
  name?: string;
  quiet: boolean;
  /** XLSX: the sheet to read; default the first */
  sheet?: string;
  /** check every record first (overflowing text, barcode values, required fields); flagged rows are not rendered */
  preflight: boolean;
  /** --skip-overflow: also leave out records whose text overflows its box (implies the --preflight check) */
  skipOverflow: boolean;
  /** --record-timeout: ms one record may take; undefined: the engine's default (src/worker/pool/recordTimeLimit.ts) */
  recordTimeoutMs?: number;
  /** --pdfa 2b|3b: the standard every PDF is written to, over the template's own (platen.standard) */
  standard?: DocumentStandard;
  /** --pdfua: tagged PDF for screen readers (PDF/UA-1), whatever the template says */
  pdfua: boolean;
}

export interface ValidateArgs {
  kind: 'validate';
  template: string;
  /** optional: also check the records against the template */
  data?: string;
  sheet?: string;
  fonts: FontArg[];
  /** --record-timeout: ms checking one record may take; undefined: the engine's default */
  recordTimeoutMs?: number;
}

export type HelpTopic = 'main' | 'render' | 'validate';

// `platen serve` and `platen worker` are the service's (src/server/commands/): bin/platen.js sends them to its bundle.
export type CliCommand = RenderArgs | ValidateArgs | { kind: 'help'; topic: HelpTopic } | { kind: 'version' };

export type ParsedArgs = { ok: true; command: CliCommand } | { ok: false; message: string; topic: HelpTopic };

const usageError = (message: string, topic: HelpTopic): ParsedArgs => ({ ok: false, message, topic });

function parseFonts(values: string[] | undefined, topic: HelpTopic): FontArg[] | ParsedArgs {
  const fonts: FontArg[] = [];
  for (const value of values ?? []) {
    const at = value.indexOf('=');
    if (at <= 0 || at === value.length - 1) {
      return usageError(`--font takes NAME=file.ttf (the name templates use in fontName), got "${value}"`, topic);
    }
    fonts.push({ name: value.slice(0, at), path: value.slice(at + 1) });
  }
  return fonts;
}

const renderOptions = {
  template: { type: 'string', short: 't' },
  data: { type: 'string', short: 'd' },
  out: { type: 'string', short: 'o' },
  font: { type: 'string', short: 'f', multiple: true },
  workers: { type: 'string', short: 'w' },
  name: { type: 'string', short: 'n' },
  quiet: { type: 'boolean', short: 'q' },
  sheet: { type: 'string' },
  preflight: { type: 'boolean' },
  'skip-overflow': { type: 'boolean' },
  'record-timeout': { type: 'string' },
  pdfa: { type: 'string' },
  pdfua: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const validateOptions = {
  template: { type: 'string', short: 't' },
  data: { type: 'string', short: 'd' },
  sheet: { type: 'string' },
  font: { type: 'string', short: 'f', multiple: true },
  'record-timeout': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Parse argv (without node and the script path). */
export function parseCliArgs(argv: string[]): ParsedArgs {
  const [commandName, ...rest] = argv;
  if (commandName === undefined || commandName === '--help' || commandName === '-h' || commandName === 'help') {
    const topic = rest[0] === 'render' || rest[0] === 'validate' ? rest[0] : 'main';
    return { ok: true, command: { kind: 'help', topic } };
  }
  if (commandName === '--version' || commandName === '-v') return { ok: true, command: { kind: 'version' } };
  if (commandName !== 'render' && commandName !== 'validate') {
    return usageError(`unknown command "${commandName}"`, 'main');
  }
  const topic: HelpTopic = commandName;
  let values: Record<string, string | string[] | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: rest,
      options: commandName === 'render' ? renderOptions : validateOptions,
      allowPositionals: true,
      strict: true,
    }));
  } catch (error) {
    // node:util's messages name the option ("Unknown option '--foo'"), which is what the user needs.
    return usageError((error as Error).message.replace(/\. To specify a positional argument.*$/s, ''), topic);
  }
  if (values.help) return { ok: true, command: { kind: 'help', topic } };
  if (positionals.length > 0) return usageError(`unexpected argument "${positionals[0]}"`, topic);

  const fonts = parseFonts(values.font as string[] | undefined, topic);
  if (!Array.isArray(fonts)) return fonts;
  const template = values.template as string | undefined;
  if (!template) return usageError('--template is required', topic);

  let recordTimeoutMs: number | undefined;
  if (values['record-timeout'] !== undefined) {
    const seconds = Number(values['record-timeout']);
    if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 3600) {
      return usageError(`--record-timeout takes seconds, more than 0 and at most 3600, got "${values['record-timeout']}"`, topic);
    }
    recordTimeoutMs = Math.round(seconds * 1000);
  }
  if (commandName === 'validate') {
    return { ok: true, command: { kind: 'validate', template, data: values.data as string | undefined, sheet: values.sheet as string | undefined, fonts, recordTimeoutMs } };
  }

  const data = values.data as string | undefined;
  const out = values.out as string | undefined;
  if (!data) return usageError('--data is required (a .csv, .tsv, .xlsx or .json file of records)', topic);
  if (!out) return usageError('--out is required (out.pdf for one merged PDF, out.zip, or a directory/ for one file per record)', topic);
  let workers: number | undefined;
  if (values.workers !== undefined) {
    workers = Number(values.workers);
    if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
      return usageError(`--workers takes a whole number from 1 to 64, got "${values.workers}"`, topic);
    }
  }
  const name = values.name as string | undefined;
  if (name !== undefined && name.trim() === '') return usageError('--name must not be empty', topic);
  let standard: DocumentStandard | undefined;
  if (values.pdfa !== undefined) {
    const parsed = parseStandard(String(values.pdfa));
    if (!parsed) return usageError(`--pdfa takes 2b (PDF/A-2b) or 3b (PDF/A-3b), got "${values.pdfa}"`, topic);
    standard = parsed;
  }
  return {
    ok: true,
    command: { kind: 'render', template, data, out, fonts, workers, name, quiet: Boolean(values.quiet), sheet: values.sheet as string | undefined, preflight: Boolean(values.preflight), skipOverflow: Boolean(values['skip-overflow']), recordTimeoutMs, standard, pdfua: Boolean(values.pdfua) },
  };
}
