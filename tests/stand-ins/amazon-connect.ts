// An Amazon Connect stand-in: one HTTP server that answers the official SDK (endpoints overridden)
// for the three services the target uses, told apart by the SigV4 credential scope:
// - STS AssumeRole (Query API, XML): our platform key must sign; the role must exist and its trust
//   policy's external id must match, else AccessDenied as STS documents it;
// - S3 PutObject (path-style): signed with the assumed key and its session token, bucket must exist;
// - Connect ListPrompts / CreatePrompt / UpdatePrompt (REST-JSON): signed with the assumed key,
//   instance must exist, Name and S3Uri required, the S3Uri must name a staged WAV; errors with
//   x-amzn-ErrorType as the API reference lists them. Nothing leaves the machine.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const standInAws = {
  /** Our platform identity (what AWS_DELIVERY_ACCESS_KEY_ID would hold). */
  platformKey: { accessKeyId: 'AKIAPLATFORM00000001', secretAccessKey: 'platform-secret' },
  account: '123456789012',
  region: 'eu-central-1',
  instanceId: '11111111-2222-4333-8444-555555555555',
  roleArn: 'arn:aws:iam::123456789012:role/GreetingStudioDelivery',
  externalId: 'gs-ext-0f3c9a7d',
  bucket: 'customer-prompts',
};

type Prompt = { id: string; name: string; s3Uri: string };
type Failure = { service: 'sts' | 's3' | 'connect'; status: number; name: string };

export interface AmazonConnectStandIn {
  url: string;
  /** The TargetConfig that points the adapter here. */
  config: Record<string, string>;
  prompts: Map<string, Prompt>;
  objects: Map<string, Uint8Array>;
  /** Every operation answered, in order (AssumeRole, PutObject, ListPrompts, CreatePrompt, UpdatePrompt). */
  operations: string[];
  /** How many times a role was assumed (each send assumes it afresh: nothing long-lived is kept). */
  assumed: () => number;
  /** The next request to that service answers this documented error once. */
  failNext: (failure: Failure) => void;
  /** The customer's role now trusts this external id (their trust policy's sts:ExternalId). */
  trust: (externalId: string) => void;
  /** The customer deleted the role (or its trust): every AssumeRole answers AccessDenied. */
  revokeRole: () => void;
  close: () => Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** The key id and service of a SigV4 Authorization header, or null when it is not one. */
function sigV4(req: IncomingMessage): { keyId: string; service: string } | null {
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/[a-z0-9-]+\/([a-z0-9-]+)\/aws4_request, ?SignedHeaders=[^,]+, ?Signature=[0-9a-f]{64}$/.exec(
    req.headers.authorization ?? '',
  );
  return m ? { keyId: m[1] ?? '', service: m[2] ?? '' } : null;
}

function stsError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'text/xml' });
  res.end(
    `<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><Error><Type>Sender</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`,
  );
}

function s3Error(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message><RequestId>${randomUUID()}</RequestId></Error>`);
}

function connectError(res: ServerResponse, status: number, name: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': name, 'x-amzn-requestid': randomUUID() });
  res.end(JSON.stringify({ Message: message }));
}

const json = (res: ServerResponse, body: unknown) => {
  res.writeHead(200, { 'content-type': 'application/json', 'x-amzn-requestid': randomUUID() });
  res.end(JSON.stringify(body));
};

/** `port`: a fixed one for the browser tests (scripts/e2e-server.mjs); else any free port. */
export async function startAmazonConnectStandIn(options: { port?: number } = {}): Promise<AmazonConnectStandIn> {
  const prompts = new Map<string, Prompt>();
  const objects = new Map<string, Uint8Array>();
  const sessions = new Map<string, string>(); // assumed key id → its session token
  const operations: string[] = [];
  let failure: Failure | undefined;
  // Unset: the trust policy names standInAws.externalId (the unit tests set that one).
  let trusted: string | undefined;
  let roleRevoked = false;
  let url = '';

  async function sts(req: IncomingMessage, res: ServerResponse, keyId: string) {
    if (keyId !== standInAws.platformKey.accessKeyId) return stsError(res, 403, 'InvalidClientTokenId', 'The security token included in the request is invalid.');
    const form = new URLSearchParams((await readBody(req)).toString('utf8'));
    if (form.get('Action') !== 'AssumeRole') return stsError(res, 400, 'InvalidAction', 'Unknown action');
    if (roleRevoked || form.get('RoleArn') !== standInAws.roleArn || form.get('ExternalId') !== (trusted ?? standInAws.externalId))
      return stsError(res, 403, 'AccessDenied', `User: arn:aws:iam::999999999999:user/platform is not authorized to perform: sts:AssumeRole on resource: ${form.get('RoleArn')}`);
    operations.push('AssumeRole');
    const accessKeyId = `ASIA${randomBytes(8).toString('hex').toUpperCase()}`;
    const sessionToken = randomBytes(24).toString('base64');
    sessions.set(accessKeyId, sessionToken);
    const expiration = new Date(Date.now() + Number(form.get('DurationSeconds') ?? 3600) * 1000).toISOString();
    res.writeHead(200, { 'content-type': 'text/xml' });
    res.end(`<AssumeRoleResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/">
  <AssumeRoleResult>
    <Credentials>
      <AccessKeyId>${accessKeyId}</AccessKeyId>
      <SecretAccessKey>${randomBytes(20).toString('hex')}</SecretAccessKey>
      <SessionToken>${sessionToken}</SessionToken>
      <Expiration>${expiration}</Expiration>
    </Credentials>
    <AssumedRoleUser>
      <AssumedRoleId>AROA3XFRBF535PLBIFPI4:${form.get('RoleSessionName')}</AssumedRoleId>
      <Arn>arn:aws:sts::${standInAws.account}:assumed-role/GreetingStudioDelivery/${form.get('RoleSessionName')}</Arn>
    </AssumedRoleUser>
  </AssumeRoleResult>
  <ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata>
</AssumeRoleResponse>`);
  }

  async function s3(req: IncomingMessage, res: ServerResponse, path: string) {
    const [, bucket = '', ...rest] = path.split('/');
    if (req.method !== 'PUT' || rest.length === 0) return s3Error(res, 405, 'MethodNotAllowed', 'Only PutObject is stood in');
    if (bucket !== standInAws.bucket) return s3Error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const body = await readBody(req);
    operations.push('PutObject');
    objects.set(`s3://${bucket}/${rest.map(decodeURIComponent).join('/')}`, new Uint8Array(body));
    res.writeHead(200, { etag: `"${randomBytes(16).toString('hex')}"` });
    res.end();
  }

  async function connect(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    const list = /^\/prompts-summary\/([^/]+)$/.exec(path);
    const create = /^\/prompts\/([^/]+)$/.exec(path);
    const update = /^\/prompts\/([^/]+)\/([^/]+)$/.exec(path);
    const instance = decodeURIComponent((list ?? update ?? create)?.[1] ?? '');
    if (instance !== standInAws.instanceId) return connectError(res, 404, 'ResourceNotFoundException', 'Instance not found');
    if (list && req.method === 'GET') {
      operations.push('ListPrompts');
      const all = [...prompts.values()];
      const start = Number(query.get('nextToken') ?? 0);
      const size = Number(query.get('maxResults') ?? 100);
      const page = all.slice(start, start + size);
      return json(res, {
        PromptSummaryList: page.map((p) => ({ Id: p.id, Arn: `arn:aws:connect:${standInAws.region}:${standInAws.account}:instance/${instance}/prompt/${p.id}`, Name: p.name })),
        ...(start + size < all.length ? { NextToken: String(start + size) } : {}),
      });
    }
    const body = JSON.parse((await readBody(req)).toString('utf8') || '{}') as { Name?: unknown; S3Uri?: unknown };
    if (typeof body.Name !== 'string' || body.Name.length < 1 || body.Name.length > 127)
      return connectError(res, 400, 'InvalidParameterException', 'Name is required (1-127 characters)');
    if (typeof body.S3Uri !== 'string' || !/^s3:\/\/\S+\/.+/.test(body.S3Uri))
      return connectError(res, 400, 'InvalidParameterException', 'S3Uri is required');
    const audio = objects.get(body.S3Uri);
    if (!audio) return connectError(res, 400, 'InvalidParameterException', 'The S3Uri does not name a readable object');
    if (Buffer.from(audio.slice(0, 4)).toString('latin1') !== 'RIFF' || Buffer.from(audio.slice(8, 12)).toString('latin1') !== 'WAVE')
      return connectError(res, 400, 'InvalidParameterException', 'Prompts must be .wav files');
    const arn = (id: string) => `arn:aws:connect:${standInAws.region}:${standInAws.account}:instance/${instance}/prompt/${id}`;
    if (create && req.method === 'PUT') {
      operations.push('CreatePrompt');
      if ([...prompts.values()].some((p) => p.name === body.Name))
        return connectError(res, 409, 'DuplicateResourceException', 'A prompt with this name already exists');
      const id = randomUUID();
      prompts.set(id, { id, name: body.Name, s3Uri: body.S3Uri });
      return json(res, { PromptARN: arn(id), PromptId: id });
    }
    if (update && req.method === 'POST') {
      const id = decodeURIComponent(update[2] ?? '');
      operations.push('UpdatePrompt');
      if (!prompts.has(id)) return connectError(res, 404, 'ResourceNotFoundException', 'Prompt not found');
      prompts.set(id, { id, name: body.Name, s3Uri: body.S3Uri });
      return json(res, { PromptARN: arn(id), PromptId: id });
    }
    return connectError(res, 400, 'InvalidRequestException', 'Unknown operation');
  }

  const trust = (externalId: string) => {
    trusted = externalId;
    roleRevoked = false;
  };

  /** The browser tests' levers (not AWS's): the customer's IAM console, and what the instance holds. */
  function lever(req: IncomingMessage, res: ServerResponse, pathname: string, query: URLSearchParams) {
    const route = `${req.method} ${pathname}`;
    if (route === 'POST /__stand-in/trust') trust(query.get('externalId') ?? '');
    else if (route === 'POST /__stand-in/revoke-role') roleRevoked = true;
    else if (route !== 'GET /__stand-in/state') return connectError(res, 404, 'ResourceNotFoundException', 'No such lever');
    return json(res, { prompts: [...prompts.values()], operations });
  }

  const server = createServer((req, res) => {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://stand-in');
    const auth = sigV4(req);
    const run = async () => {
      if (pathname.startsWith('/__stand-in/')) return lever(req, res, pathname, searchParams);
      if (!auth) return connectError(res, 403, 'AccessDeniedException', 'Missing or malformed SigV4 Authorization');
      if (failure?.service === auth.service) {
        const f = failure;
        failure = undefined;
        await readBody(req);
        if (f.service === 'sts') return stsError(res, f.status, f.name, 'Stand-in failure');
        if (f.service === 's3') return s3Error(res, f.status, f.name, 'Stand-in failure');
        return connectError(res, f.status, f.name, 'Stand-in failure');
      }
      if (auth.service === 'sts') return sts(req, res, auth.keyId);
      // S3 and Connect take only the assumed role's keys, with their session token.
      if (sessions.get(auth.keyId) === undefined || sessions.get(auth.keyId) !== req.headers['x-amz-security-token']) {
        await readBody(req);
        return auth.service === 's3'
          ? s3Error(res, 403, 'InvalidAccessKeyId', 'The AWS access key Id you provided does not exist in our records.')
          : connectError(res, 403, 'AccessDeniedException', 'Not signed with the assumed role');
      }
      if (auth.service === 's3') return s3(req, res, pathname);
      if (auth.service === 'connect') return connect(req, res, pathname, searchParams);
      return connectError(res, 400, 'InvalidRequestException', `Unknown service ${auth.service}`);
    };
    run().catch((error: unknown) => connectError(res, 500, 'InternalServiceException', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    config: {
      AWS_STS_ENDPOINT: url,
      AWS_CONNECT_ENDPOINT: url,
      AWS_CONNECT_S3_ENDPOINT: url,
      AWS_DELIVERY_ACCESS_KEY_ID: standInAws.platformKey.accessKeyId,
      AWS_DELIVERY_SECRET_ACCESS_KEY: standInAws.platformKey.secretAccessKey,
    },
    prompts,
    objects,
    operations,
    assumed: () => sessions.size,
    failNext: (f) => {
      failure = f;
    },
    trust,
    revokeRole: () => {
      roleRevoked = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
