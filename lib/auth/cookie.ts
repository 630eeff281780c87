import 'server-only';
// The session cookie: `__session` (the one name Firebase Hosting forwards), httpOnly, SameSite=Lax.
// On https it is `__Host-session`: browsers accept that name only with Secure, Path=/ and no
// Domain, so a sibling subdomain or a plain-http page can neither set nor shadow the session.

export const sessionCookieName = '__session';
export const hostSessionCookieName = '__Host-session';
/** Both names, for checks that must notice either (the origin check, the proxy's matcher). */
export const sessionCookieNames = [hostSessionCookieName, sessionCookieName] as const;

export const siteIsHttps = (siteUrl: string): boolean => new URL(siteUrl).protocol === 'https:';

/** The name in use: only the __Host- cookie counts on https, so a tossed `__session` is ignored. */
export const sessionCookieNameFor = (secure: boolean): string =>
  secure ? hostSessionCookieName : sessionCookieName;

/** The value of one cookie from a Cookie header (no dependency on Next for route handlers). */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Set-Cookie for the session; maxAge 0 clears it. Secure whenever the site is served over https. */
export function sessionCookieHeader(value: string, maxAgeSeconds: number, secure: boolean): string {
  const parts = [
    `${sessionCookieNameFor(secure)}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
