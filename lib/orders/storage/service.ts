import 'server-only';
// The process's file store, chosen from the environment: route handlers (through ./server) and
// the job workers that instrumentation.ts starts store and serve rendered files through it.
import { env } from '../../env';
import type { FileStore } from './file-store';
import { chooseFileStore, createFileStore } from './choice';
import { renderForOrder } from '../fulfilment/renderer';

let store: FileStore | undefined;
/** The shared bucket when S3_BUCKET is set, else the local folder (refused with DATABASE_URL). */
export function fileStore(): FileStore {
  store ??= createFileStore(chooseFileStore(env()));
  return store;
}

/** What a download needs to serve a file, or to render it again when the store lost it. */
export const downloadDeps = () => ({ store: fileStore(), render: renderForOrder });
