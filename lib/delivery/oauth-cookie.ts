import 'server-only';
// The cookie carrying a sealed OAuth round trip (lib/delivery/oauth-flow.ts): httpOnly, only sent
// to the target's callback path, SameSite=Lax so the target's top-level redirect back carries it,
// Secure on https, gone after ten minutes or once the callback read it.
import { readCookie, siteIsHttps } from '../auth/cookie';
import { env } from '../env';
import { OAUTH_TTL_SECONDS } from './oauth-flow';
import type { TargetId } from './targets/types';

const name = (id: TargetId) => `gs_oauth_${id.replace(/-/g, '_')}`;
const path = (id: TargetId) => `/api/delivery/oauth/${id}/`;

export function oauthCookieHeader(id: TargetId, value: string | null): string {
  const parts = [
    `${name(id)}=${value ? encodeURIComponent(value) : ''}`,
    `Path=${path(id)}`,
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${value ? OAUTH_TTL_SECONDS : 0}`,
  ];
  if (siteIsHttps(env().SITE_URL)) parts.push('Secure');
  return parts.join('; ');
}

export const oauthCookie = (request: Request, id: TargetId) =>
  readCookie(request.headers.get('cookie'), name(id));
