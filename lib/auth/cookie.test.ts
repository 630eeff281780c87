import { describe, expect, it } from 'vitest';
import { readCookie, sessionCookieHeader, sessionCookieNameFor, siteIsHttps } from './cookie';

describe('session cookie', () => {
  it('is __Host-session with Secure and Path=/ (no Domain) on https', () => {
    const header = sessionCookieHeader('abc', 60, siteIsHttps('https://greeting.studio'));
    expect(header).toMatch(/^__Host-session=abc; /);
    expect(header).toContain('; Secure');
    expect(header).toContain('Path=/');
    expect(header).not.toMatch(/Domain=/i);
  });

  it('stays __session without Secure on plain http (local runs)', () => {
    const header = sessionCookieHeader('abc', 60, siteIsHttps('http://localhost:3000'));
    expect(header).toMatch(/^__session=abc; /);
    expect(header).not.toContain('Secure');
  });

  it('reads only the name in use, so a tossed __session is ignored on https', () => {
    const cookies = '__session=tossed; __Host-session=real';
    expect(readCookie(cookies, sessionCookieNameFor(true))).toBe('real');
    expect(readCookie('__session=tossed', sessionCookieNameFor(true))).toBeNull();
    expect(readCookie(cookies, sessionCookieNameFor(false))).toBe('tossed');
  });
});
