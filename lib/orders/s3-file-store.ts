import 'server-only';
// Rendered files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph…), selected when
// S3_ENDPOINT, S3_BUCKET and both keys are set.
// Why a small Signature V4 signer over fetch instead of @aws-sdk/client-s3: the store needs two
// calls (PutObject, GetObject); the SDK would add dozens of packages and megabytes to the server
// for them, while SigV4 is a documented, stable algorithm of ~40 lines over node:crypto.
// Path-style addressing (endpoint/bucket/key) so MinIO and R2 endpoints work without DNS tricks.
import { createHash, createHmac } from 'node:crypto';
import type { FileStore } from './file-store';

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `20261121T230000Z` and `20261121` for a date. */
export function amzDates(now: Date): { amzDate: string; day: string } {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

/**
 * Sign a request without query string (all this store sends) with AWS Signature V4 for S3.
 * Returns the headers to send: host, x-amz-date, x-amz-content-sha256 and Authorization.
 */
export function signS3Request(
  config: S3Config,
  request: { method: string; url: URL; payloadHash: string; now: Date },
): Record<string, string> {
  const { amzDate, day } = amzDates(request.now);
  const headers: Record<string, string> = {
    host: request.url.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonicalRequest = [
    request.method,
    request.url.pathname, // already encoded segment by segment by objectUrl()
    '', // no query string
    ...names.map((name) => `${name}:${headers[name]!.trim()}`),
    '',
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${config.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${config.secretAccessKey}`, day), config.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

export class S3FileStore implements FileStore {
  constructor(
    private readonly config: S3Config,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** endpoint[/prefix]/bucket/key, every segment encoded once. */
  objectUrl(key: string): URL {
    if (!key || key.split('/').some((part) => part === '' || part === '.' || part === '..'))
      throw new Error(`Unsafe storage key: ${key}`);
    const url = new URL(this.config.endpoint);
    const prefix = url.pathname.replace(/\/+$/, '');
    url.pathname = `${prefix}/${uriEncode(this.config.bucket)}/${key.split('/').map(uriEncode).join('/')}`;
    return url;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const url = this.objectUrl(key);
    const headers = signS3Request(this.config, {
      method: 'PUT',
      url,
      payloadHash: sha256Hex(bytes),
      now: this.clock(),
    });
    const response = await fetch(url, {
      method: 'PUT',
      headers: sendable(headers),
      body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
    });
    if (!response.ok)
      throw new Error(`S3 PUT ${key} failed: ${response.status} ${await errorCode(response)}`);
    await response.body?.cancel();
  }

  async get(key: string): Promise<Uint8Array | null> {
    const url = this.objectUrl(key);
    const headers = signS3Request(this.config, {
      method: 'GET',
      url,
      payloadHash: sha256Hex(''),
      now: this.clock(),
    });
    const response = await fetch(url, { headers: sendable(headers) });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok)
      throw new Error(`S3 GET ${key} failed: ${response.status} ${await errorCode(response)}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

/** fetch sets Host itself from the URL (the value that was signed); it may not be passed. */
function sendable(headers: Record<string, string>): Record<string, string> {
  const { host: _host, ...rest } = headers;
  return rest;
}

/** The <Code> of an S3 XML error body, for the log (never the whole body). */
async function errorCode(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1] ?? '';
}
