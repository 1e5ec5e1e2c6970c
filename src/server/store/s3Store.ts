/**
 * The output store as an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, R2…), behind the same interface as the
 * directory store, for machines that share no volume. S3 makes a PUT and a completed multipart upload visible whole
 * or not at all, which is the atomic write the store promises; keys are the service's own ('batches/<id>/…'), put
 * under an optional prefix. Path-style URLs (`endpoint/bucket/key`), which every S3-compatible server answers.
 */
import { Readable } from 'node:stream';
import type { OutputStore } from './outputStore';
import { signS3Request, uriEncode, type S3Credentials } from './s3Signer';

export interface S3StoreOptions extends S3Credentials {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  /** key prefix inside the bucket, e.g. 'platen/' */
  prefix?: string;
}

/** Streams are uploaded in parts of this size (S3's minimum part is 5 MiB; at most 10,000 parts: 80 GB). */
const PART_BYTES = 8 * 1024 * 1024;

/** The text of each `<tag>…</tag>` in an S3 XML answer, entities decoded. */
function xmlValues(xml: string, tag: string): string[] {
  const decode = (text: string) =>
    text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (_, entity: string) => {
      const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
      if (entity[0] !== '#') return named[entity.toLowerCase()];
      return String.fromCodePoint(entity[1].toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
    });
  return [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => decode(match[1]));
}

/** A store in `options.bucket`; nothing is sent until the first call. */
export function createS3Store(options: S3StoreOptions): OutputStore {
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const prefix = options.prefix ?? '';
  const objectUrl = (key = '', query: Record<string, string> = {}): URL => {
    const path = key ? `/${[options.bucket, ...`${prefix}${key}`.split('/')].map(uriEncode).join('/')}` : `/${uriEncode(options.bucket)}`;
    const url = new URL(`${endpoint}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  };

  /** One signed request; a status outside `ok` is an error naming the call (S3's own code and message included). */
  async function send(method: string, url: URL, init: { body?: Uint8Array; headers?: Record<string, string>; ok?: number[] } = {}): Promise<Response> {
    const headers = signS3Request({ method, url, headers: init.headers, body: init.body }, options);
    const response = await fetch(url, { method, headers, body: init.body as BodyInit | undefined });
    if (!(init.ok ?? [200, 204, 206]).includes(response.status)) {
      const text = await response.text().catch(() => '');
      const why = [xmlValues(text, 'Code')[0], xmlValues(text, 'Message')[0]].filter(Boolean).join(': ');
      throw new Error(`S3 ${method} ${url.pathname}: HTTP ${response.status}${why ? ` (${why})` : ''}`);
    }
    return response;
  }

  async function putParts(key: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    let buffered: Uint8Array[] = [];
    let bufferedBytes = 0;
    let written = 0;
    let uploadId: string | undefined;
    const etags: string[] = [];
    const take = (): Uint8Array => {
      const joined = Buffer.concat(buffered);
      buffered = [];
      bufferedBytes = 0;
      return joined;
    };
    const sendPart = async (bytes: Uint8Array) => {
      uploadId ??= xmlValues(await (await send('POST', objectUrl(key, { uploads: '' }))).text(), 'UploadId')[0];
      const response = await send('PUT', objectUrl(key, { partNumber: String(etags.length + 1), uploadId }), { body: bytes });
      etags.push(response.headers.get('etag') ?? '');
    };
    try {
      for await (const chunk of source) {
        buffered.push(chunk);
        bufferedBytes += chunk.length;
        written += chunk.length;
        if (bufferedBytes >= PART_BYTES) await sendPart(take());
      }
      if (uploadId === undefined) {
        await send('PUT', objectUrl(key), { body: take() }); // small enough for one PUT
        return written;
      }
      if (bufferedBytes > 0) await sendPart(take());
      const parts = etags.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag}</ETag></Part>`).join('');
      const body = new TextEncoder().encode(`<CompleteMultipartUpload>${parts}</CompleteMultipartUpload>`);
      const completed = await (await send('POST', objectUrl(key, { uploadId }), { body, headers: { 'content-type': 'application/xml' } })).text();
      // S3 may answer 200 and still report an error in the body of a CompleteMultipartUpload.
      if (xmlValues(completed, 'Code').length > 0) throw new Error(`S3 could not complete ${key}: ${xmlValues(completed, 'Message')[0] ?? completed}`);
      return written;
    } catch (error) {
      if (uploadId) await send('DELETE', objectUrl(key, { uploadId })).catch(() => undefined); // drop the parts
      throw error;
    }
  }

  /**
   * Every object under `under` (keys without the store's prefix, and their LastModified), or with a delimiter the
   * common prefixes one level down. Each page follows on from the last name seen (start-after, ListObjectsV2's plain
   * form of paging).
   */
  async function listObjects(under: string, delimiter?: string): Promise<{ keys: string[]; modified: number[]; prefixes: string[] }> {
    const found = { keys: [] as string[], modified: [] as number[], prefixes: [] as string[] };
    let after: string | undefined;
    for (;;) {
      const query: Record<string, string> = { 'list-type': '2', prefix: `${prefix}${under}` };
      if (delimiter) query.delimiter = delimiter;
      if (after !== undefined) query['start-after'] = after;
      const xml = await (await send('GET', objectUrl('', query))).text();
      const keys = xmlValues(xml, 'Key');
      found.keys.push(...keys.map((key) => key.slice(prefix.length)));
      found.modified.push(...xmlValues(xml, 'LastModified').map((time) => Date.parse(time)));
      const common = xmlValues(xml, 'CommonPrefixes').flatMap((part) => xmlValues(part, 'Prefix'));
      found.prefixes.push(...common.map((child) => child.slice(prefix.length)));
      const last = [keys.at(-1), common.at(-1)].filter((name) => name !== undefined).sort().at(-1);
      if (xmlValues(xml, 'IsTruncated')[0] !== 'true' || last === undefined) break;
      after = last;
    }
    return found;
  }

  return {
    async put(key, bytes) {
      await send('PUT', objectUrl(key), { body: bytes });
    },
    putStream: putParts,
    async get(key) {
      const response = await send('GET', objectUrl(key), { ok: [200, 404] });
      return response.status === 404 ? (await response.body?.cancel(), undefined) : new Uint8Array(await response.arrayBuffer());
    },
    async size(key) {
      const response = await send('HEAD', objectUrl(key), { ok: [200, 404] });
      return response.status === 404 ? undefined : Number(response.headers.get('content-length'));
    },
    open(key, range) {
      return Readable.from(
        (async function* () {
          const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
          const response = await send('GET', objectUrl(key), { headers });
          if (!response.body) return;
          for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) yield Buffer.from(chunk);
        })(),
      );
    },
    async list(under) {
      return (await listObjects(under)).keys.sort();
    },
    async remove(under) {
      for (const key of await this.list(under)) await send('DELETE', objectUrl(key));
    },
    async children(under) {
      return (await listObjects(under, '/')).prefixes.map((child) => child.slice(under.length).replace(/\/$/, ''));
    },
    async modifiedAt(under) {
      const { modified } = await listObjects(under);
      return modified.length > 0 ? Math.max(...modified) : undefined;
    },
  };
}
