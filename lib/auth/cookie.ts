import 'server-only';
// The session cookie: `__session` (the one name Firebase Hosting forwards), httpOnly, SameSite=Lax.

export const sessionCookieName = '__session';

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
    `${sessionCookieName}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
