/**
 * STORAGE_URL: where stored files live. Unset (or empty): the local folder DATA_DIR/uploads.
 * Otherwise an S3-compatible bucket, in one URL (decision 171):
 *
 *   s3://ACCESS_KEY:SECRET@HOST[:PORT]/BUCKET[/PREFIX][?region=R&pathStyle=true|false&tls=true|false]
 *
 * - ACCESS_KEY and SECRET are percent-encoded (a secret with `/` or `+` must be written `%2F`,
 *   `%2B`); without them the SDK's usual chain is used (AWS_ACCESS_KEY_ID…, an instance role).
 * - PREFIX (optional) puts every key under `PREFIX/`, to share one bucket between instances.
 * - region: taken from an AWS host (`s3.eu-west-2.amazonaws.com`), else `auto` for Cloudflare
 *   R2, else `us-east-1` (what MinIO expects by default).
 * - pathStyle: `HOST/BUCKET/key` addresses; on by default except on AWS, where buckets are
 *   addressed as `BUCKET.HOST`.
 * - tls: `https` by default; `tls=false` for a local MinIO over plain http.
 */
export interface S3StorageConfig {
  driver: 's3';
  /** `https://host[:port]` or `http://…`, without the bucket. */
  endpoint: string;
  region: string;
  bucket: string;
  /** '' or `some/prefix/` (with its trailing slash). */
  prefix: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export type StorageConfig = { driver: 'local' } | S3StorageConfig;

/** S3's own rules for a bucket name (the lowest common ground of AWS, R2 and MinIO). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const REGION = /^[a-z0-9-]{1,40}$/;
const KNOWN_OPTIONS = new Set(['region', 'pathStyle', 'tls']);

export const STORAGE_URL_EXAMPLE =
  's3://ACCESS_KEY:SECRET@s3.eu-west-2.amazonaws.com/my-bucket (see the README, "File storage")';

function flag(name: string, value: string | null, fallback: boolean): boolean {
  if (value === null) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true or false, not ${JSON.stringify(value)}`);
}

function decode(part: string, what: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new Error(`the ${what} is not properly percent-encoded`);
  }
}

/**
 * Reads STORAGE_URL. Throws an Error whose message says what is wrong, never echoing the
 * secret (the message ends up in logs and on the console).
 */
export function parseStorageUrl(value: string | undefined): StorageConfig {
  if (value === undefined || value.trim() === '') return { driver: 'local' };
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`not a URL; expected e.g. ${STORAGE_URL_EXAMPLE}`);
  }
  if (url.protocol !== 's3:') {
    throw new Error(
      `only s3:// URLs are supported (got ${url.protocol}//); expected e.g. ${STORAGE_URL_EXAMPLE}`,
    );
  }
  if (!url.hostname) throw new Error(`the host is missing; expected e.g. ${STORAGE_URL_EXAMPLE}`);
  if (url.hash) throw new Error('a #fragment has no meaning here');

  const segments = url.pathname.split('/').filter(Boolean);
  const [bucket, ...prefixSegments] = segments;
  if (!bucket) throw new Error(`the bucket is missing: put it after the host, e.g. ${STORAGE_URL_EXAMPLE}`);
  if (!BUCKET.test(bucket) || bucket.includes('..')) {
    throw new Error(
      `"${bucket}" is not a valid bucket name (3 to 63 lower-case letters, digits, dots and hyphens)`,
    );
  }
  for (const segment of prefixSegments) {
    if (!PREFIX_SEGMENT.test(segment) || segment.includes('..')) {
      throw new Error(`the key prefix "${prefixSegments.join('/')}" may only hold letters, digits, . _ -`);
    }
  }

  for (const key of url.searchParams.keys()) {
    if (!KNOWN_OPTIONS.has(key)) {
      throw new Error(`unknown option "${key}" (known: region, pathStyle, tls)`);
    }
  }
  const host = url.hostname.toLowerCase();
  const isAws = host === 'amazonaws.com' || host.endsWith('.amazonaws.com');
  const awsRegion = /^s3[.-]([a-z0-9-]+)\.amazonaws\.com$/.exec(host)?.[1];
  const region =
    url.searchParams.get('region') ??
    (awsRegion && awsRegion !== 'external-1' ? awsRegion : undefined) ??
    (host.endsWith('.r2.cloudflarestorage.com') ? 'auto' : 'us-east-1');
  if (!REGION.test(region)) throw new Error(`"${region}" is not a region name`);
  const tls = flag('tls', url.searchParams.get('tls'), true);
  const forcePathStyle = flag('pathStyle', url.searchParams.get('pathStyle'), !isAws);

  const username = decode(url.username, 'access key');
  const password = decode(url.password, 'secret');
  if (Boolean(username) !== Boolean(password)) {
    throw new Error('give both the access key and the secret (s3://ACCESS_KEY:SECRET@host/…), or neither');
  }

  return {
    driver: 's3',
    endpoint: `${tls ? 'https' : 'http'}://${url.host}`,
    region,
    bucket,
    prefix: prefixSegments.length ? `${prefixSegments.join('/')}/` : '',
    forcePathStyle,
    ...(username && { credentials: { accessKeyId: username, secretAccessKey: password } }),
  };
}

/** The origin presigned addresses point at: the endpoint, or `BUCKET.host` for AWS-style addressing. */
export function presignedOrigin(config: S3StorageConfig): string {
  if (config.forcePathStyle) return config.endpoint;
  const url = new URL(config.endpoint);
  return `${url.protocol}//${config.bucket}.${url.host}`;
}
