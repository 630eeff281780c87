import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_TTL_MS,
  hashToken,
  newAccessToken,
  safeEqual,
  sealToken,
  signDownload,
  tokenMatches,
  unsealToken,
  verifyDownload,
} from './tokens';

const secret = 'a-long-enough-test-secret';

describe('order tokens and signed links', () => {
  it('makes 32-byte base64url tokens stored only as a hash', () => {
    const token = newAccessToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenMatches(secret, token, hashToken(secret, token))).toBe(true);
    expect(
      tokenMatches(
        secret,
        `${token.slice(0, -1)}A` === token ? `${token.slice(0, -1)}B` : `${token.slice(0, -1)}A`,
        hashToken(secret, token),
      ),
    ).toBe(false);
    expect(tokenMatches(secret, '', hashToken(secret, token))).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });

  it('accepts a link until it expires and refuses tampering', () => {
    const now = 1_800_000_000_000;
    const link = signDownload(secret, 'file1234', now);
    expect(link.expires).toBe(now + DOWNLOAD_TTL_MS);
    expect(verifyDownload(secret, 'file1234', link.expires, link.sig, now + 1000)).toBe(true);
    expect(verifyDownload(secret, 'file1234', link.expires, link.sig, link.expires + 1)).toBe(false);
    expect(verifyDownload(secret, 'file9999', link.expires, link.sig, now)).toBe(false);
    expect(verifyDownload(secret, 'file1234', link.expires + 1000, link.sig, now)).toBe(false);
    expect(verifyDownload('another-secret-value', 'file1234', link.expires, link.sig, now)).toBe(false);
    // A link claiming a far-future expiry is refused even with a valid signature for it.
    const far = now + 10 * DOWNLOAD_TTL_MS;
    const forged = signDownload(secret, 'file1234', far - DOWNLOAD_TTL_MS);
    expect(verifyDownload(secret, 'file1234', forged.expires, forged.sig, now)).toBe(false);
  });

  it('seals the token for the email and only APP_SECRET opens it', () => {
    const token = newAccessToken();
    const sealed = sealToken(secret, token);
    expect(sealed).not.toContain(token);
    expect(unsealToken(secret, sealed)).toBe(token);
    expect(unsealToken('wrong-secret-wrong-secret', sealed)).toBeNull();
  });

  it('uses a separate derived key per purpose, never the secret itself', () => {
    const token = newAccessToken();
    // Before HKDF the link was HMAC(secret, …): such a forgery no longer verifies.
    const expires = Date.now() + 1000;
    const rawSig = createHmac('sha256', secret).update(`download:file1234:${expires}`).digest('base64url');
    expect(verifyDownload(secret, 'file1234', expires, rawSig)).toBe(false);
    expect(hashToken(secret, token)).not.toBe(createHmac('sha256', secret).update(token).digest('hex'));
    // A download signature is not an order-token hash of the same input, and vice versa.
    const link = signDownload(secret, token);
    expect(hashToken(secret, `download:${token}:${link.expires}`)).not.toContain(link.sig);
  });

  it('still accepts the previous secret during a rotation, and only then', () => {
    const old = 'the-old-secret-that-is-being-rotated';
    const ring = { current: secret, previous: [old] };
    const token = newAccessToken();
    const now = 1_800_000_000_000;
    const oldLink = signDownload(old, 'file1234', now);
    expect(verifyDownload(ring, 'file1234', oldLink.expires, oldLink.sig, now)).toBe(true);
    expect(verifyDownload(secret, 'file1234', oldLink.expires, oldLink.sig, now)).toBe(false);
    expect(tokenMatches(ring, token, hashToken(old, token))).toBe(true);
    expect(tokenMatches(secret, token, hashToken(old, token))).toBe(false);
    expect(unsealToken(ring, sealToken(old, token))).toBe(token);
    expect(unsealToken(secret, sealToken(old, token))).toBeNull();
    // New signatures use the current secret.
    const fresh = signDownload(ring, 'file1234', now);
    expect(verifyDownload(secret, 'file1234', fresh.expires, fresh.sig, now)).toBe(true);
  });

  it('opens orders stored before derived keys: plain SHA-256 hashes and the old seal key', () => {
    const token = newAccessToken();
    expect(tokenMatches(secret, token, createHash('sha256').update(token).digest('hex'))).toBe(true);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(`seal:${secret}`).digest(), iv);
    const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    const legacy = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    expect(unsealToken(secret, legacy)).toBe(token);
    expect(unsealToken(secret, 'short')).toBeNull();
  });
});
