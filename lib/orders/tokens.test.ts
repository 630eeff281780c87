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
    expect(tokenMatches(token, hashToken(token))).toBe(true);
    expect(
      tokenMatches(
        `${token.slice(0, -1)}A` === token ? `${token.slice(0, -1)}B` : `${token.slice(0, -1)}A`,
        hashToken(token),
      ),
    ).toBe(false);
    expect(tokenMatches('', hashToken(token))).toBe(false);
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
});
