/**
 * Fastify's JSON body parser replaced by one that looks at the text before parsing it (src/templates/jsonScan.ts):
 * a body nested deeper than any template (the template sits one level down in a body, its record values two) or with
 * more records than a batch takes is refused before JSON.parse builds anything. Issue #20: a 3 MB body of 1,000,000
 * empty records held the event loop 6.8 s, and one nested 10,000 deep overflowed the stack in JSON.stringify (500).
 * The byte limit (bodyLimit) is Fastify's, counted while the body arrives.
 */
import type { FastifyInstance } from 'fastify';
import { MAX_JSON_DEPTH } from '../../templates/jsonDepth';
import { scanJson } from '../../templates/jsonScan';
import { lineAndColumn } from '../../templates/load';
import { digestOf, wantsBodyDigest } from './idempotency';

/** The body's own level and the template's or record's place in it. */
const BODY_DEPTH = MAX_JSON_DEPTH + 2;
const RECORD_KEYS: ReadonlySet<string> = new Set(['records']);

/** An error the error handler (errors.ts) sends as it is: the status and the sentence. */
const refusal = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode, code: 'PLATEN_BODY_REFUSED' });

export function installJsonBodyParser(app: FastifyInstance, maxRecords: number): void {
  // Fastify's own parser after the look: it refuses "__proto__" and "constructor" keys as it did before.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const crossed = scanJson(text, { depth: BODY_DEPTH, records: maxRecords, recordKeys: RECORD_KEYS });
    if (crossed?.kind === 'tooManyRecords') {
      const limit = maxRecords.toLocaleString('en');
      return done(refusal(413, `the batch has more than ${limit} records; this server takes at most ${limit} per batch (platen serve --max-records)`), undefined);
    }
    if (crossed) {
      const place = lineAndColumn(text, crossed.offset);
      return done(refusal(400, `the body nests lists or objects more than ${crossed.limit} deep (at line ${place.line}, column ${place.column}); a template or a record is at most a few levels deep`), undefined);
    }
    if (wantsBodyDigest(request)) request.bodyDigest = digestOf([text]);
    parse(request, text, done);
  });
}
