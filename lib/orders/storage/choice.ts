import 'server-only';
// Which file store the environment asks for. With DATABASE_URL several instances may serve one
// shop, and a file written to one machine's folder is a 404 on the others, so that combination is
// refused at start-up rather than discovered by a buyer.
import path from 'node:path';
import type { Env } from '../../env';
import { LocalFileStore, type FileStore } from './file-store';
import { S3FileStore, type S3Config } from './s3-file-store';

export type FileStoreChoice = { kind: 's3'; config: S3Config } | { kind: 'local'; root: string };

export class FileStoreConfigError extends Error {
  override name = 'FileStoreConfigError';
}

type StoreEnv = Pick<
  Env,
  | 'DATABASE_URL'
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_SESSION_TOKEN'
  | 'S3_REGION'
  | 'S3_TIMEOUT_MS'
  | 'S3_MAX_ATTEMPTS'
>;

export function chooseFileStore(e: StoreEnv): FileStoreChoice {
  if (e.S3_BUCKET) {
    if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
      throw new FileStoreConfigError(
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credential chain (instance or task role).',
      );
    return {
      kind: 's3',
      config: {
        endpoint: e.S3_ENDPOINT,
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        sessionToken: e.S3_SESSION_TOKEN,
        timeoutMs: e.S3_TIMEOUT_MS,
        maxAttempts: e.S3_MAX_ATTEMPTS,
      },
    };
  }
  if (e.DATABASE_URL)
    throw new FileStoreConfigError(
      'DATABASE_URL is set but S3_BUCKET is not: with a shared database every instance must serve every file, so rendered files need shared storage. Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, keys or an instance role) — see docs/deploy.md.',
    );
  return { kind: 'local', root: path.join(e.DATA_DIR, 'files') };
}

export function createFileStore(choice: FileStoreChoice): FileStore {
  return choice.kind === 's3' ? new S3FileStore(choice.config) : new LocalFileStore(choice.root);
}

/** Start-up check (instrumentation.ts): a misconfigured store stops the server before it serves. */
export function refuseMisconfiguredFileStore(e: StoreEnv): void {
  try {
    chooseFileStore(e);
  } catch (error) {
    if (!(error instanceof FileStoreConfigError)) throw error;
    console.error(`Refusing to start: ${error.message}`);
    process.exit(1);
  }
}
