// Wraps the page proxy: every page request gets a fresh nonce (passed to Next.js in the request's
// CSP header, which it reads while rendering dynamic pages) and every response the policy with that
// nonce plus, for prerendered pages, the hashes of their fixed inline scripts.
import { NextRequest } from 'next/server';
import { botCheckConfig } from '../bot-check/config';
import { env } from '../env';
import { contentSecurityPolicy, createNonce, type CspOptions } from './csp';
import { prerenderedPages, type PrerenderedPages } from './static-script-hashes';

type Handler = (request: NextRequest) => Response | Promise<Response>;

let pages: PrerenderedPages | undefined;
let baseOptions: Omit<CspOptions, 'nonce' | 'scriptHashes'> | undefined;

function cspBase(): Omit<CspOptions, 'nonce' | 'scriptHashes'> {
  if (baseOptions) return baseOptions;
  const e = env();
  baseOptions = {
    firebaseAuthDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    authEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    botCheck: botCheckConfig(e)?.provider ?? null,
    development: e.NODE_ENV === 'development',
    upgradeInsecureRequests: e.SITE_URL.startsWith('https:'),
  };
  return baseOptions;
}

export function withContentSecurityPolicy(
  handler: Handler,
  /** The build's prerendered pages; tests pass their own. */
  staticPages?: PrerenderedPages,
): (request: NextRequest) => Promise<Response> {
  return async (request) => {
    const nonce = createNonce();
    const base = cspBase();
    const response = await handler(
      withRequestHeader(request, 'content-security-policy', contentSecurityPolicy({ ...base, nonce })),
    );

    const known = staticPages ?? (pages ??= prerenderedPages());
    const scriptHashes = known.scriptHashes(internalPath(request, response)) ?? [];
    response.headers.set('Content-Security-Policy', contentSecurityPolicy({ ...base, nonce, scriptHashes }));
    return response;
  };
}

/**
 * The handler forwards request.headers to the render. Setting the header in place is ~10x cheaper
 * than cloning the request (measured: ~0.08 vs ~0.8 ms on a busy machine); a clone is the fallback
 * should the headers ever be immutable.
 */
function withRequestHeader(request: NextRequest, name: string, value: string): NextRequest {
  try {
    request.headers.set(name, value);
    return request;
  } catch {
    const headers = new Headers(request.headers);
    headers.set(name, value);
    return new NextRequest(request, { headers });
  }
}

/** The path Next.js renders: the proxy's rewrite target, else the requested path. */
function internalPath(request: NextRequest, response: Response): string {
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (!rewrite) return request.nextUrl.pathname;
  return new URL(rewrite, request.url).pathname;
}
