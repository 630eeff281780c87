import { describe, expect, it } from 'vitest';
import { connectionInfo, requestTimeoutMs, shouldPrefetch } from './network';

describe('prefetch rules', () => {
  it('prefetches on a normal connection and when the API is missing', () => {
    expect(shouldPrefetch(connectionInfo({ onLine: true, connection: { effectiveType: '4g' } }))).toBe(true);
    expect(shouldPrefetch(connectionInfo({ onLine: true }))).toBe(true);
  });
  it('skips 2g, slow-2g, data saver and offline', () => {
    expect(shouldPrefetch(connectionInfo({ onLine: true, connection: { effectiveType: '2g' } }))).toBe(false);
    expect(shouldPrefetch(connectionInfo({ onLine: true, connection: { effectiveType: 'slow-2g' } }))).toBe(false);
    expect(shouldPrefetch(connectionInfo({ onLine: true, connection: { effectiveType: '4g', saveData: true } }))).toBe(false);
    expect(shouldPrefetch(connectionInfo({ onLine: false }))).toBe(false);
  });
});

describe('request timeouts', () => {
  it('is 30 s on desktop, 60 s on mobile, 5 s offline', () => {
    expect(requestTimeoutMs({ onLine: true, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' })).toBe(30_000);
    expect(requestTimeoutMs({ onLine: true, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile' })).toBe(60_000);
    expect(requestTimeoutMs({ onLine: true, userAgentData: { mobile: true } })).toBe(60_000);
    expect(requestTimeoutMs({ onLine: false, userAgentData: { mobile: true } })).toBe(5_000);
  });
});
