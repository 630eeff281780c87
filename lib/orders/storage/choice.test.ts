import { describe, expect, it, vi } from 'vitest';
import { LocalFileStore } from './file-store';
import {
  chooseFileStore,
  createFileStore,
  FileStoreConfigError,
  refuseMisconfiguredFileStore,
} from './choice';
import { S3FileStore } from './s3-file-store';

const base = {
  DATABASE_URL: undefined,
  DATA_DIR: '/srv/data',
  S3_ENDPOINT: undefined,
  S3_BUCKET: undefined,
  S3_ACCESS_KEY_ID: undefined,
  S3_SECRET_ACCESS_KEY: undefined,
  S3_SESSION_TOKEN: undefined,
  S3_REGION: 'us-east-1',
  S3_TIMEOUT_MS: 10000,
  S3_MAX_ATTEMPTS: 3,
};

describe('chooseFileStore', () => {
  it('keeps the local folder for the embedded single-instance setup', () => {
    const choice = chooseFileStore(base);
    expect(choice).toEqual({ kind: 'local', root: '/srv/data/files' });
    expect(createFileStore(choice)).toBeInstanceOf(LocalFileStore);
  });

  it('refuses a shared database with local files, naming the variable to set', () => {
    expect(() => chooseFileStore({ ...base, DATABASE_URL: 'postgres://db/shop' })).toThrow(
      FileStoreConfigError,
    );
    expect(() => chooseFileStore({ ...base, DATABASE_URL: 'postgres://db/shop' })).toThrow(/S3_BUCKET/);
  });

  it('uses the bucket whenever S3_BUCKET is set, with keys or with the default credential chain', () => {
    const withKeys = chooseFileStore({
      ...base,
      DATABASE_URL: 'postgres://db/shop',
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(withKeys).toMatchObject({
      kind: 's3',
      config: { bucket: 'files', accessKeyId: 'id', timeoutMs: 10000 },
    });
    const role = chooseFileStore({ ...base, S3_BUCKET: 'files' });
    expect(role).toMatchObject({ kind: 's3', config: { accessKeyId: undefined, endpoint: undefined } });
    expect(createFileStore(role)).toBeInstanceOf(S3FileStore);
  });

  it('refuses half a key pair', () => {
    expect(() => chooseFileStore({ ...base, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /go together/,
    );
  });
});

describe('refuseMisconfiguredFileStore (server start)', () => {
  it('exits with the reason before serving when the database is shared and files are local', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    refuseMisconfiguredFileStore({ ...base, DATABASE_URL: 'postgres://db/shop' });
    expect(exit).toHaveBeenCalledWith(1);
    expect(error.mock.calls[0]?.[0]).toMatch(/^Refusing to start: DATABASE_URL is set but S3_BUCKET is not/);
    exit.mockClear();
    refuseMisconfiguredFileStore({ ...base, DATABASE_URL: 'postgres://db/shop', S3_BUCKET: 'files' });
    expect(exit).not.toHaveBeenCalled();
    exit.mockRestore();
    error.mockRestore();
  });
});
