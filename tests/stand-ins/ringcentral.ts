// A RingCentral stand-in built from its published REST reference: OAuth 2.0 authorization code
// with PKCE (authorize checks client_id, redirect_uri and an S256 challenge; token checks the
// verifier against it and the client's Basic credentials), refresh and revoke, and the upload
// endpoints (company and extension greetings replaced by type, the IVR prompt library) checking
// the Bearer token, the multipart shape, the audio part's content type and the size limit. Errors
// come back in RingCentral's documented body {errorCode, message, errors[]}. Nothing leaves the machine.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const standInClient = { id: 'rc-client-id', secret: 'rc-client-secret', redirectUri: 'http://localhost/cb' };

const MAX_BYTES = 20 * 1024 * 1024;
const AUDIO_TYPES = new Set(['audio/wav', 'audio/x-wav', 'audio/mpeg']);

type Greeting = { id: string; type: string; contentType: string; bytes: number; extension: boolean };
type Prompt = { id: string; name: string; contentType: string; bytes: number };

export interface RingCentralStandIn {
  url: string;
  /** The active greeting per type (company and extension), as RingCentral keeps one per type. */
  greetings: Map<string, Greeting>;
  prompts: Map<string, Prompt>;
  /** Every access token issued so far stops working (as after its hour). */
  expireAccessTokens: () => void;
  /** The customer removed the app: every token, refresh included, is refused. */
  revokeAll: () => void;
  /** The next upload answers this status and documented body once. */
  failNextUpload: (status: number, errorCode: string) => void;
  /** The customer presses "Cancel" on the next consent screen: back with `error=access_denied`. */
  declineNext: () => void;
  requests: { method: string; path: string }[];
  close: () => Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const rcError = (res: ServerResponse, status: number, errorCode: string, message: string) =>
  send(res, status, { errorCode, message, errors: [{ errorCode, message }] });

const oauthError = (res: ServerResponse, status: number, error: string, description: string) =>
  send(res, status, { error, error_description: description, errors: [{ errorCode: 'OAU-000', message: description }] });

const id = () => String(Math.floor(Math.random() * 1e12));

/** `redirectUri`: the callback registered for the client (our SITE_URL's, in route and e2e tests); `port`: a fixed one for e2e. */
export async function startRingCentralStandIn(
  options: { redirectUri?: string; port?: number } = {},
): Promise<RingCentralStandIn> {
  const registered = options.redirectUri ?? standInClient.redirectUri;
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const access = new Map<string, { expiresAt: number }>();
  const refresh = new Set<string>();
  const greetings = new Map<string, Greeting>();
  const prompts = new Map<string, Prompt>();
  const requests: { method: string; path: string }[] = [];
  let failure: { status: number; errorCode: string } | undefined;
  let decline = false;

  function issue(res: ServerResponse) {
    const accessToken = `at-${randomBytes(12).toString('hex')}`;
    const refreshToken = `rt-${randomBytes(12).toString('hex')}`;
    access.set(accessToken, { expiresAt: Date.now() + 3600_000 });
    refresh.add(refreshToken);
    send(res, 200, {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: 3600,
      refresh_token: refreshToken,
      refresh_token_expires_in: 604800,
      scope: 'EditExtensions ReadAccounts',
      owner_id: '11112222',
      endpoint_id: 'ep-1',
    });
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams((await readBody(req)).toString('utf8'));
    const basic = `Basic ${Buffer.from(`${standInClient.id}:${standInClient.secret}`).toString('base64')}`;
    if (req.headers.authorization !== basic) return oauthError(res, 401, 'invalid_client', 'Invalid client');
    if (form.get('grant_type') === 'authorization_code') {
      const entry = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!entry) return oauthError(res, 400, 'invalid_grant', 'Authorization code is invalid');
      if (entry.redirectUri !== form.get('redirect_uri')) return oauthError(res, 400, 'invalid_grant', 'Redirect URI mismatch');
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== entry.challenge)
        return oauthError(res, 400, 'invalid_grant', 'Code verifier does not match code challenge');
      return issue(res);
    }
    if (form.get('grant_type') === 'refresh_token') {
      const token = form.get('refresh_token') ?? '';
      if (!refresh.delete(token)) return oauthError(res, 400, 'invalid_grant', 'Token is expired or revoked');
      return issue(res);
    }
    return oauthError(res, 400, 'unsupported_grant_type', 'Unsupported grant type');
  }

  function bearerOk(req: IncomingMessage, res: ServerResponse): boolean {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const entry = access.get(token);
    if (entry && entry.expiresAt > Date.now()) return true;
    rcError(res, 401, entry ? 'TokenExpired' : 'TokenInvalid', 'Access token is expired or invalid');
    return false;
  }

  /** The upload's multipart body, parsed the way a real multipart/form-data parser would. */
  async function multipart(req: IncomingMessage): Promise<FormData | null> {
    const type = req.headers['content-type'] ?? '';
    if (!type.startsWith('multipart/form-data')) return null;
    const bytes = await readBody(req);
    return new Request('http://stand-in/', { method: 'POST', headers: { 'content-type': type }, body: new Uint8Array(bytes) })
      .formData()
      .catch(() => null);
  }

  async function audioPart(form: FormData, name: string, res: ServerResponse): Promise<File | null> {
    const part = form.get(name);
    if (!(part instanceof File)) {
      rcError(res, 400, 'CMN-101', `Parameter [${name}] is missing`);
      return null;
    }
    if (!AUDIO_TYPES.has(part.type)) {
      rcError(res, 415, 'CMN-415', `Unsupported media type [${part.type}]`);
      return null;
    }
    if (part.size > MAX_BYTES) {
      rcError(res, 413, 'CMN-413', 'Request entity too large');
      return null;
    }
    return part;
  }

  async function greeting(req: IncomingMessage, res: ServerResponse, extension: boolean) {
    const form = await multipart(req);
    if (!form) return rcError(res, 415, 'CMN-415', 'Content type must be multipart');
    const type = form.get('type');
    const allowed = extension ? ['Introductory', 'Voicemail', 'Unavailable', 'HoldMusic', 'ConnectingAudio'] : ['Company'];
    if (typeof type !== 'string' || !allowed.includes(type))
      return rcError(res, 400, 'CMN-101', 'Parameter [type] value is invalid');
    if (extension) {
      // A user greeting belongs to one of the extension's answering rules: a JSON part {id}.
      const rule = form.get('answeringRule');
      const ruleId = rule instanceof File ? (JSON.parse(await rule.text()) as { id?: unknown }).id : undefined;
      if (typeof ruleId !== 'string' || !ruleId) return rcError(res, 400, 'CMN-101', 'Parameter [answeringRule.id] is missing');
    }
    const audio = await audioPart(form, 'binary', res);
    if (!audio) return;
    const g: Greeting = { id: id(), type, contentType: audio.type, bytes: audio.size, extension };
    greetings.set(`${extension ? 'extension' : 'company'}:${type}`, g);
    send(res, 200, { id: g.id, type: g.type, contentType: g.contentType, uri: `/restapi/v1.0/account/1/greeting/${g.id}` });
  }

  async function prompt(req: IncomingMessage, res: ServerResponse) {
    const form = await multipart(req);
    if (!form) return rcError(res, 415, 'CMN-415', 'Content type must be multipart');
    const audio = await audioPart(form, 'attachment', res);
    if (!audio) return;
    const p: Prompt = { id: id(), name: String(form.get('name') ?? audio.name), contentType: audio.type, bytes: audio.size };
    prompts.set(p.id, p);
    send(res, 200, { id: p.id, name: p.name, contentType: p.contentType, uri: `/restapi/v1.0/account/1/ivr-prompts/${p.id}` });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push({ method: req.method ?? '', path: url.pathname });
    const route = `${req.method} ${url.pathname}`;
    const run = async () => {
      if (route === 'GET /restapi/oauth/authorize') {
        const q = url.searchParams;
        if (q.get('client_id') !== standInClient.id) return oauthError(res, 400, 'invalid_client', 'Unknown client');
        if (q.get('redirect_uri') !== registered) return oauthError(res, 400, 'invalid_request', 'Redirect URI mismatch');
        if (q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge'))
          return oauthError(res, 400, 'invalid_request', 'PKCE with S256 is required');
        const back = new URL(registered);
        if (decline) {
          // RFC 6749 §4.1.2.1, as RingCentral answers a declined consent: no code, our state back.
          decline = false;
          back.searchParams.set('error', 'access_denied');
          back.searchParams.set('error_description', 'The resource owner denied the request');
        } else {
          const code = `code-${randomBytes(8).toString('hex')}`;
          codes.set(code, { challenge: q.get('code_challenge') ?? '', redirectUri: registered });
          back.searchParams.set('code', code);
        }
        back.searchParams.set('state', q.get('state') ?? '');
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (route === 'POST /restapi/oauth/token') return token(req, res);
      // The browser tests' lever (not RingCentral's): the next consent screen is declined.
      if (route === 'POST /__stand-in/decline-next') {
        decline = true;
        return send(res, 200, {});
      }
      // The test lever browser tests read (not RingCentral's): what the account holds now.
      if (route === 'GET /__stand-in/state')
        return send(res, 200, {
          greetings: [...greetings.values()],
          prompts: [...prompts.values()],
          uploads: requests.filter((r) => r.method === 'POST' && r.path.startsWith('/restapi/v1.0/')).length,
        });
      if (route === 'POST /restapi/oauth/revoke') {
        const form = new URLSearchParams((await readBody(req)).toString('utf8'));
        refresh.delete(form.get('token') ?? '');
        access.clear();
        return send(res, 200, {});
      }
      if (!bearerOk(req, res)) return;
      if (failure && req.method === 'POST') {
        const f = failure;
        failure = undefined;
        return rcError(res, f.status, f.errorCode, `Stand-in failure ${f.errorCode}`);
      }
      if (route === 'POST /restapi/v1.0/account/~/greeting') return greeting(req, res, false);
      if (route === 'POST /restapi/v1.0/account/~/extension/~/greeting') return greeting(req, res, true);
      if (route === 'POST /restapi/v1.0/account/~/ivr-prompts') return prompt(req, res);
      const del = /^DELETE \/restapi\/v1\.0\/account\/~\/ivr-prompts\/([^/]+)$/.exec(route);
      if (del) {
        if (!prompts.delete(decodeURIComponent(del[1] ?? ''))) return rcError(res, 404, 'CMN-102', 'Resource not found');
        res.writeHead(204);
        return res.end();
      }
      return rcError(res, 404, 'CMN-102', 'Resource not found');
    };
    run().catch((error: unknown) => rcError(res, 500, 'CMN-500', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    greetings,
    prompts,
    requests,
    expireAccessTokens: () => {
      for (const entry of access.values()) entry.expiresAt = 0;
    },
    revokeAll: () => {
      access.clear();
      refresh.clear();
    },
    failNextUpload: (status, errorCode) => {
      failure = { status, errorCode };
    },
    declineNext: () => {
      decline = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
