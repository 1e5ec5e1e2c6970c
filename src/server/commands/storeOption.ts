/**
 * Where `platen serve` and `platen worker` keep batch outputs: the --data-dir directory (a volume every machine
 * mounts), or with `--store s3://bucket/prefix` an S3-compatible bucket, for machines that share no volume. Credentials
 * come from the environment as every S3 tool reads them (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION), never
 * from a request; the endpoint from --s3-endpoint or AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL (MinIO, Ceph, R2…).
 */
import { createDirectoryStore } from '../store/directoryStore';
import type { OutputStore } from '../store/outputStore';
import { createS3Store } from '../store/s3Store';

export const STORE_OPTIONS = {
  store: { type: 'string' },
  's3-endpoint': { type: 'string' },
} as const;

export const STORE_HELP = `      --store s3://BUCKET/PREFIX  keep outputs in an S3-compatible bucket instead of --data-dir (credentials from
                         AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION)
      --s3-endpoint URL  the bucket's server, e.g. http://minio.internal:9000 (default: AWS_ENDPOINT_URL_S3,
                         AWS_ENDPOINT_URL, or AWS S3 in AWS_REGION)`;

/** What the user asked for: a store to make, and how to name it in messages; or a sentence saying what is wrong. */
export type StoreChoice = { ok: true; describe: string; open: () => OutputStore } | { ok: false; message: string };

/** The store from `--store`/`--s3-endpoint` (values) and the environment; the data directory when --store is absent. */
export function chooseStore(values: { store?: string; 's3-endpoint'?: string }, dataDir: string | undefined, env: NodeJS.ProcessEnv): StoreChoice {
  if (values.store === undefined) {
    if (dataDir === undefined) return { ok: false, message: '--data-dir DIR or --store s3://BUCKET/PREFIX is required: the output store every machine shares' };
    return { ok: true, describe: dataDir, open: () => createDirectoryStore(dataDir) };
  }
  const found = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(values.store);
  if (!found) return { ok: false, message: `--store takes s3://BUCKET/PREFIX (a bucket name of 3–63 lower-case letters, digits, dots or hyphens), got "${values.store}"` };
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) return { ok: false, message: '--store s3://… needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the environment' };
  const region = env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1';
  const endpoint = values['s3-endpoint'] ?? (env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || `https://s3.${region}.amazonaws.com`);
  if (!/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) return { ok: false, message: `--s3-endpoint takes a URL like http://127.0.0.1:9000, got "${endpoint}"` };
  const [, bucket, rawPrefix = ''] = found;
  const prefix = rawPrefix === '' || rawPrefix.endsWith('/') ? rawPrefix : `${rawPrefix}/`;
  return {
    ok: true,
    describe: `s3://${bucket}/${prefix} at ${endpoint}`,
    open: () => createS3Store({ endpoint, bucket, prefix, region, accessKeyId, secretAccessKey }),
  };
}
