import 'server-only';
// Secrets around an order: the guest access token (stored only as a hash), ids, and
// HMAC-signed download links that expire, each under its own derived key (lib/security/app-keys.ts).
// Every comparison is constant-time.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { acceptedKeys, currentKey, legacySealKeys, type SecretRing } from '../../security/app-keys';

export const newId = (bytes = 12): string => randomBytes(bytes).toString('base64url');

/** 32 random bytes, base64url: the secret in the buyer's order link. */
export const newAccessToken = (): string => randomBytes(32).toString('base64url');

/** The pre-rotation hash (plain SHA-256): orders created before keyed hashes still match it. */
const legacyTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** The stored form of an order token: HMAC under the order-token key, hex. */
export const hashToken = (ring: SecretRing, token: string): string =>
  createHmac('sha256', currentKey(ring, 'order-token')).update(token, 'utf8').digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  // Compare equal-length digests so the length of the secret leaks nothing either.
  const hx = createHash('sha256').update(x).digest();
  const hy = createHash('sha256').update(y).digest();
  return timingSafeEqual(hx, hy) && x.length === y.length;
}

/** Every accepted key and the legacy hash are tried, always all of them (same work for any token). */
export function tokenMatches(
  ring: SecretRing,
  token: string | null | undefined,
  storedHash: string,
): boolean {
  if (!token) return false;
  const candidates = [
    ...acceptedKeys(ring, 'order-token').map((key) =>
      createHmac('sha256', key).update(token, 'utf8').digest('hex'),
    ),
    legacyTokenHash(token),
  ];
  return candidates.map((hash) => safeEqual(hash, storedHash)).includes(true);
}

export const DOWNLOAD_TTL_MS = 24 * 60 * 60 * 1000;

const signature = (key: Buffer, subject: string, expires: number) =>
  createHmac('sha256', key).update(`download:${subject}:${expires}`).digest('base64url');

export type SignedLink = { expires: number; sig: string };

/** Sign a download subject (a file id, or "zip:<orderId>") until now + 24 h. */
export function signDownload(ring: SecretRing, subject: string, now = Date.now()): SignedLink {
  const expires = now + DOWNLOAD_TTL_MS;
  return { expires, sig: signature(currentKey(ring, 'download-link'), subject, expires) };
}

export function verifyDownload(
  ring: SecretRing,
  subject: string,
  expires: number,
  sig: string,
  now = Date.now(),
): boolean {
  if (!Number.isSafeInteger(expires) || expires < now || expires > now + DOWNLOAD_TTL_MS) return false;
  return acceptedKeys(ring, 'download-link')
    .map((key) => safeEqual(signature(key, subject, expires), sig))
    .includes(true);
}

/** AES-256-GCM under the token-seal key: a database dump alone reveals no token. */
export function sealToken(ring: SecretRing, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', currentKey(ring, 'token-seal'), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function openSeal(key: Buffer, raw: Buffer): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Opens a seal made under any accepted key (or the pre-HKDF key of older orders). */
export function unsealToken(ring: SecretRing, sealed: string): string | null {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < 28) return null;
  for (const key of [...acceptedKeys(ring, 'token-seal'), ...legacySealKeys(ring)]) {
    const opened = openSeal(key, raw);
    if (opened !== null) return opened;
  }
  return null;
}
