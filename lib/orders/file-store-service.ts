// The process's file store, chosen from the environment. Not server-only (unlike ./server.ts):
// the job workers that instrumentation.ts starts store rendered files too.
import path from 'node:path';
import { env } from '../env';
import { LocalFileStore, type FileStore } from './file-store';
import { S3FileStore } from './s3-file-store';

let store: FileStore | undefined;
/** The S3-compatible bucket when fully configured, else the local folder under DATA_DIR. */
export function fileStore(): FileStore {
  if (store) return store;
  const e = env();
  store =
    e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? new S3FileStore({
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        })
      : new LocalFileStore(path.join(e.DATA_DIR, 'files'));
  return store;
}
