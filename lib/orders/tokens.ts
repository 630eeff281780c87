// Secrets around an order: the guest access token (stored only as a hash), ids, and
// HMAC-signed download links that expire. Every comparison is constant-time.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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
