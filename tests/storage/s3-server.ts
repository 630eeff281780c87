// A local S3-compatible server (npm s3rver, files in a temporary folder) for tests that need shared
// storage: the official SDK talks to it exactly as to AWS, and it checks every SigV4 signature
// against its one account (S3RVER / S3RVER). Nothing reaches the internet.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  url: string;
  bucket: string;
  /** S3_* variables that point the app at this server. */
  env: Record<
    'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_REGION',
    string
  >;
  /** The folder s3rver keeps objects in (tests delete from it to simulate a lost file). */
  directory: string;
  close: () => Promise<void>;
}

export async function startS3Server(bucket = 'greeting-files'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'gs-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    bucket,
    directory,
    env: {
      S3_ENDPOINT: url,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
