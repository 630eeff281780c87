// A local stand-in for Twilio's Serverless API (and its upload host), built from Twilio's
// published API description (twilio_serverless_v1): checks what Twilio checks — Basic auth with an
// API key SID and secret, required parameters, the upload's multipart content type, the asset size
// limit — and answers Twilio's documented error body {code, message, more_info, status}.
// Test-only: the app reaches it through TWILIO_SERVERLESS_BASE / TWILIO_SERVERLESS_UPLOAD_BASE.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Row = Record<string, unknown> & { sid: string };
type Version = Row & { path: string; visibility: string; bytes: number; mime: string };
type Asset = Row & { friendly_name: string; versions: Version[] };
type Service = Row & {
  unique_name: string;
  assets: Map<string, Asset>;
  builds: Map<string, Row>;
  environments: Map<string, Row>;
};

export type TwilioStandIn = {
  url: string;
  services: Map<string, Service>;
  /** API key SID → secret; delete one to revoke it. */
  keys: Map<string, string>;
  /** Every request as "METHOD /path" (no query), in order. */
  requests: string[];
  /** Answer the next request with this status and Twilio's error body. */
  failNext: (status: number) => void;
  maxAssetBytes: number;
  close: () => Promise<void>;
};

const newSid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

const ERRORS: Record<number, [number, string]> = {
  400: [20001, 'Invalid parameter'],
  401: [20003, 'Authenticate'],
  403: [20403, 'Forbidden'],
  404: [20404, 'The requested resource was not found'],
  413: [20413, 'Asset size exceeds the maximum'],
  429: [20429, 'Too Many Requests'],
  500: [20500, 'Internal Server Error'],
};

function fail(res: ServerResponse, status: number, message?: string) {
  const [code, text] = ERRORS[status] ?? [status * 100, 'Error'];
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      code,
      message: message ?? text,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    }),
  );
}

function ok(res: ServerResponse, body: unknown, status = 200) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const publicRow = ({
  assets: _a,
  builds: _b,
  environments: _e,
  versions: _v,
  ...rest
}: Record<string, unknown>) => rest;

/** Listens on `port` (0: any free one). */
export async function startTwilioStandIn(
  keys: Record<string, string> = {},
  port = 0,
): Promise<TwilioStandIn> {
  const state: Omit<TwilioStandIn, 'url' | 'close' | 'failNext'> = {
    services: new Map(),
    keys: new Map(Object.entries(keys)),
    requests: [],
    maxAssetBytes: 10 * 1024 * 1024,
  };
  let injected: number | null = null;

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => fail(res, 500));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    // The browser tests' lever (never Twilio's API): revoke a key, as a customer would in the console.
    if (method === 'POST' && url.pathname === '/__stand-in/revoke') {
      state.keys.delete(url.searchParams.get('sid') ?? '');
      return ok(res, { revoked: true });
    }
    if (method === 'GET' && url.pathname === '/__stand-in/assets')
      return ok(res, {
        assets: [...state.services.values()].flatMap((s) =>
          [...s.assets.values()].map((a) => ({ sid: a.sid, versions: a.versions.length })),
        ),
      });
    state.requests.push(`${method} ${url.pathname}`);
    const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
    const [sid, secret] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':');
    if (scheme !== 'Basic' || !sid || state.keys.get(sid) !== secret) return fail(res, 401);
    if (injected !== null) {
      const status = injected;
      injected = null;
      return fail(res, status);
    }
    const raw = await readBody(req, state.maxAssetBytes + 64 * 1024);
    if (raw === null) return fail(res, 413);
    const type = req.headers['content-type'] ?? '';
    const parts = url.pathname.split('/').filter(Boolean); // v1 Services ZS… Assets ZH… Versions
    if (parts[0] !== 'v1' || parts[1] !== 'Services') return fail(res, 404);

    if (method === 'POST' && parts.at(-1) === 'Versions' && parts.length === 6)
      return upload(res, parts, raw, type);
    const params = method === 'POST' ? formParams(raw, type) : null;
    if (method === 'POST' && !params)
      return fail(res, 400, 'Content-Type must be application/x-www-form-urlencoded');

    if (parts.length === 2) {
      if (method === 'GET')
        return ok(res, { services: [...state.services.values()].map(publicRow), meta: {} });
      const unique = params!.get('UniqueName');
      if (!unique || !params!.get('FriendlyName'))
        return fail(res, 400, 'Missing required parameter UniqueName or FriendlyName');
      if ([...state.services.values()].some((s) => s.unique_name === unique))
        return fail(res, 400, 'UniqueName taken');
      const service: Service = {
        sid: newSid('ZS'),
        unique_name: unique,
        friendly_name: params!.get('FriendlyName'),
        assets: new Map(),
        builds: new Map(),
        environments: new Map(),
      };
      state.services.set(service.sid, service);
      return ok(res, publicRow(service), 201);
    }
    const service =
      state.services.get(parts[2]!) ?? [...state.services.values()].find((s) => s.unique_name === parts[2]);
    if (!service) return fail(res, 404);
    if (parts.length === 3) return method === 'GET' ? ok(res, publicRow(service)) : fail(res, 405);
    const collection = parts[3];

    if (collection === 'Assets') {
      if (parts.length === 4 && method === 'GET')
        return ok(res, { assets: [...service.assets.values()].map(publicRow), meta: {} });
      if (parts.length === 4) {
        const name = params!.get('FriendlyName');
        if (!name) return fail(res, 400, 'Missing required parameter FriendlyName');
        const asset: Asset = {
          sid: newSid('ZH'),
          friendly_name: name,
          service_sid: service.sid,
          versions: [],
        };
        service.assets.set(asset.sid, asset);
        return ok(res, publicRow(asset), 201);
      }
      const asset = service.assets.get(parts[4]!);
      if (!asset) return fail(res, 404);
      if (parts.length === 5) return ok(res, publicRow(asset));
      if (parts[5] === 'Versions' && method === 'GET')
        return ok(res, { asset_versions: asset.versions.toReversed().map(publicRow), meta: {} });
      return fail(res, 404);
    }
    if (collection === 'Builds') {
      if (parts.length === 4 && method === 'POST') {
        const known = new Set([...service.assets.values()].flatMap((a) => a.versions.map((v) => v.sid)));
        const versions = params!.getAll('AssetVersions');
        if (versions.some((v) => !known.has(v))) return fail(res, 400, 'Unknown AssetVersions');
        const build: Row = { sid: newSid('ZB'), status: 'completed', asset_versions: versions };
        service.builds.set(build.sid, build);
        return ok(res, build, 201);
      }
      const build = service.builds.get(parts[4] ?? '');
      return build ? ok(res, build) : fail(res, 404);
    }
    if (collection === 'Environments') {
      if (parts.length === 4 && method === 'GET')
        return ok(res, { environments: [...service.environments.values()], meta: {} });
      if (parts.length === 4) {
        const unique = params!.get('UniqueName');
        if (!unique) return fail(res, 400, 'Missing required parameter UniqueName');
        const suffix = params!.get('DomainSuffix') ?? '';
        const env: Row = {
          sid: newSid('ZE'),
          unique_name: unique,
          domain_name: `${service.unique_name}-1234${suffix ? `-${suffix}` : ''}.twil.io`,
          build_sid: null,
        };
        service.environments.set(env.sid, env);
        return ok(res, env, 201);
      }
      const env = service.environments.get(parts[4]!);
      if (!env) return fail(res, 404);
      if (parts[5] === 'Deployments' && method === 'POST') {
        const buildSid = params!.get('BuildSid');
        if (!buildSid || !service.builds.has(buildSid)) return fail(res, 400, 'Missing or unknown BuildSid');
        env.build_sid = buildSid;
        return ok(res, { sid: newSid('ZD'), build_sid: buildSid, environment_sid: env.sid }, 201);
      }
    }
    return fail(res, 404);
  }

  function formParams(raw: Buffer, type: string): URLSearchParams | null {
    if (!type.startsWith('application/x-www-form-urlencoded')) return null;
    return new URLSearchParams(raw.toString('utf8'));
  }

  async function upload(res: ServerResponse, parts: string[], raw: Buffer, type: string) {
    if (!type.startsWith('multipart/form-data'))
      return fail(res, 400, 'Content-Type must be multipart/form-data');
    const service = state.services.get(parts[2]!);
    const asset = service?.assets.get(parts[4]!);
    if (!service || !asset) return fail(res, 404);
    const form = await new Request('http://stand-in/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(raw),
    }).formData();
    const path = form.get('Path');
    const visibility = form.get('Visibility');
    const content = form.get('Content');
    if (typeof path !== 'string' || !/^\/[A-Za-z0-9._\-/]{1,254}$/.test(path))
      return fail(res, 400, 'Invalid Path');
    if (visibility !== 'public' && visibility !== 'protected' && visibility !== 'private')
      return fail(res, 400, 'Invalid Visibility');
    if (!(content instanceof Blob) || content.size === 0)
      return fail(res, 400, 'Missing required parameter Content');
    if (content.size > state.maxAssetBytes) return fail(res, 413);
    const version: Version = {
      sid: newSid('ZN'),
      path,
      visibility,
      bytes: content.size,
      mime: content.type,
      asset_sid: asset.sid,
      date_created: new Date(Date.now() + asset.versions.length).toISOString(),
    };
    asset.versions.push(version);
    return ok(res, version, 201);
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url,
    failNext: (status: number) => {
      injected = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
