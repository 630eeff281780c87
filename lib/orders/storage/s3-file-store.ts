// Rendered files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph…), the store every
// instance shares. The official client does the signing, retries with backoff, timeouts and the
// default credential chain (environment, shared profile, web identity, ECS/EC2 instance roles with
// session tokens), so keys are only needed where no role exists.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStore } from './file-store';

export interface S3Config {
  /** Omitted for AWS itself; MinIO, R2 and stand-ins give their URL (addressed path-style). */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Static keys; without them the SDK's default credential chain is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  sessionToken?: string;
  /** Per attempt: connecting, and waiting for the response. */
  timeoutMs: number;
  /** Attempts per call, retries included (the SDK backs off between them). */
  maxAttempts: number;
}

export function assertSafeKey(key: string): void {
  if (!key || key.split('/').some((part) => part === '' || part === '.' || part === '..'))
    throw new Error(`Unsafe storage key: ${key}`);
}

export class S3FileStore implements FileStore {
  readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    const { accessKeyId, secretAccessKey, sessionToken } = config;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      ...(accessKeyId && secretAccessKey
        ? { credentials: { accessKeyId, secretAccessKey, sessionToken } }
        : {}),
      maxAttempts: config.maxAttempts,
      requestHandler: {
        connectionTimeout: config.timeoutMs,
        requestTimeout: config.timeoutMs,
        // Without it the handler only logs a warning and the call waits for ever.
        throwOnRequestTimeout: true,
      },
      // The SDK's default CRC32 checksum headers are refused by several S3-compatible servers
      // (older MinIO, R2 on some calls); SigV4 already covers the payload's SHA-256.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.byteLength,
      }),
    );
  }

  async get(key: string): Promise<Uint8Array | null> {
    assertSafeKey(key);
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return response.Body ? await response.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /**
   * A time-limited URL the browser downloads from the bucket directly, so large files do not pass
   * through the app; the name and type travel as response overrides the bucket applies.
   */
  presignedDownload(
    key: string,
    file: { name: string; mime: string; disposition: string },
    expiresInSeconds: number,
  ): Promise<string> {
    assertSafeKey(key);
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        ResponseContentType: file.mime,
        ResponseContentDisposition: file.disposition,
      }),
      { expiresIn: expiresInSeconds },
    );
  }
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}
