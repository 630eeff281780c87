// A local stand-in for an S3-compatible server (path-style PutObject/GetObject) that checks every
// request's AWS Signature V4 the way the service does: it rebuilds the canonical request from what
// actually arrived (method, raw path, the signed headers' received values, the body's hash) and
// recomputes the signature with the secret. Written apart from lib/orders/s3-file-store.ts on
// purpose, from the published algorithm, so a signer bug cannot hide behind shared code.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3StandIn {
  url: string;
  objects: Map<string, Buffer>;
  /** Every request with its verification outcome, e.g. "PUT /bucket/a/b ok" or "… SignatureDoesNotMatch". */
  log: string[];
  close: () => Promise<void>;
}

const hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function verify(
  req: IncomingMessage,
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
): string | null {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return 'AuthorizationHeaderMalformed';
  const [, accessKey, day, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKey !== keys.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== keys.region) return 'AuthorizationHeaderMalformed';
  const names = signedHeaders!.split(';');
  for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date'])
    if (!names.includes(required)) return 'AccessDenied';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day!)) return 'AuthorizationHeaderMalformed';
  const when = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!Number.isFinite(when) || Math.abs(Date.now() - when) > 15 * 60 * 1000) return 'RequestTimeTooSkewed';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== hex(body)) return 'XAmzContentSHA256Mismatch';
  const canonical = [
    req.method,
    (req.url ?? '').split('?')[0],
    (req.url ?? '').split('?')[1] ?? '',
    ...names.map((name) => `${name}:${String(req.headers[name] ?? '').trim()}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${hex(canonical)}`;
  let key: Buffer = Buffer.from(`AWS4${keys.secretAccessKey}`);
  for (const part of [day!, region!, 's3', 'aws4_request'])
    key = createHmac('sha256', key).update(part).digest();
  const expected = createHmac('sha256', key).update(toSign).digest('hex');
  return expected === signature ? null : 'SignatureDoesNotMatch';
}

export async function startS3StandIn(keys: {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  bucket: string;
}): Promise<S3StandIn> {
  const objects = new Map<string, Buffer>();
  const log: string[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const error = verify(req, body, keys);
    log.push(`${req.method} ${path} ${error ?? 'ok'}`);
    const xmlError = (status: number, code: string) => {
      res.writeHead(status, { 'Content-Type': 'application/xml' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
    };
    if (error) return xmlError(403, error);
    const prefix = `/${keys.bucket}/`;
    if (!path.startsWith(prefix)) return xmlError(404, 'NoSuchBucket');
    const key = path
      .slice(prefix.length)
      .split('/')
      .map((part) => decodeURIComponent(part))
      .join('/');
    if (req.method === 'PUT') {
      objects.set(key, body);
      res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end();
    }
    if (req.method === 'GET') {
      const object = objects.get(key);
      if (!object) return xmlError(404, 'NoSuchKey');
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': object.byteLength });
      return res.end(object);
    }
    xmlError(405, 'MethodNotAllowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    log,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
