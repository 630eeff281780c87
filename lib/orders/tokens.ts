import 'server-only';
// Secrets around an order: the guest access token (stored only as a hash), ids, and
// HMAC-signed download links that expire. Every comparison is constant-time.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

export const newId = (bytes = 12): string => randomBytes(bytes).toString('base64url');

/** 32 random bytes, base64url: the secret in the buyer's order link. */
export const newAccessToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  // Compare equal-length digests so the length of the secret leaks nothing either.
  const hx = createHash('sha256').update(x).digest();
  const hy = createHash('sha256').update(y).digest();
  return timingSafeEqual(hx, hy) && x.length === y.length;
}

export function tokenMatches(token: string | null | undefined, storedHash: string): boolean {
  if (!token) return false;
  return safeEqual(hashToken(token), storedHash);
}

export const DOWNLOAD_TTL_MS = 24 * 60 * 60 * 1000;

const signature = (secret: string, subject: string, expires: number) =>
  createHmac('sha256', secret).update(`download:${subject}:${expires}`).digest('base64url');

export type SignedLink = { expires: number; sig: string };

/** Sign a download subject (a file id, or "zip:<orderId>") until now + 24 h. */
export function signDownload(secret: string, subject: string, now = Date.now()): SignedLink {
  const expires = now + DOWNLOAD_TTL_MS;
  return { expires, sig: signature(secret, subject, expires) };
}

export function verifyDownload(
  secret: string,
  subject: string,
  expires: number,
  sig: string,
  now = Date.now(),
): boolean {
  if (!Number.isSafeInteger(expires) || expires < now || expires > now + DOWNLOAD_TTL_MS) return false;
  return safeEqual(signature(secret, subject, expires), sig);
}

const sealKey = (secret: string) => createHash('sha256').update(`seal:${secret}`).digest();

/** AES-256-GCM under a key derived from APP_SECRET: a database dump alone reveals no token. */
export function sealToken(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unsealToken(secret: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
