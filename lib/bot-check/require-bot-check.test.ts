import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnvCache } from '../env';
import { PostgresRateLimitStore, setRateLimiter, sharedRateLimitStore } from '../rate-limit';
import type { BotCheckConfig } from './config';
import { requireBotCheck, setBotCheckDeps } from './require-bot-check';
import { startSiteverifyStandIn, type StandIn } from './siteverify-stand-in.test-helper';

let standIn: StandIn;
let config: BotCheckConfig;
beforeAll(async () => {
  standIn = await startSiteverifyStandIn();
  config = {
    provider: 'turnstile',
    siteKey: 'site',
    secretKey: 'secret',
    verifyUrl: standIn.url,
    minScore: 0.5,
  };
});
afterAll(() => standIn.close());
afterEach(() => setBotCheckDeps(undefined));

function request(ip: string, token?: string): Request {
  const headers = new Headers({ 'x-gs-peer-address': ip });
  if (token) headers.set('x-bot-check-token', token);
  return new Request('http://localhost/api/preview/', { method: 'POST', headers });
}

describe('requireBotCheck', () => {
  it('is a no-op when not configured', async () => {
    setBotCheckDeps({ config: null });
    for (let i = 0; i < 50; i++)
      expect(await requireBotCheck(request('198.51.100.1'), { scope: 'preview' })).toBeNull();
  });

  it('lets the free quota through per IP, then asks for a token', async () => {
    let now = 1_000_000;
    setBotCheckDeps({ config, now: () => now });
    for (let i = 0; i < 3; i++)
      expect(await requireBotCheck(request('198.51.100.2'), { scope: 'preview', after: 3 })).toBeNull();
    const blocked = await requireBotCheck(request('198.51.100.2'), { scope: 'preview', after: 3 });
    expect(blocked?.status).toBe(403);
    expect(await blocked?.json()).toEqual({
      error: {
        code: 'bot-check',
        message: 'Please complete the security check.',
        details: { reason: 'missing-token', provider: 'turnstile', siteKey: 'site' },
      },
    });
    // Another client still has its own quota; a good token passes; the quota refills over time.
    expect(await requireBotCheck(request('198.51.100.3'), { scope: 'preview', after: 3 })).toBeNull();
    expect(
      await requireBotCheck(request('198.51.100.2', 'human'), { scope: 'preview', after: 3 }),
    ).toBeNull();
    expect(
      (await requireBotCheck(request('198.51.100.2', 'bot'), { scope: 'preview', after: 3 }))?.status,
    ).toBe(403);
    now += 20 * 60_000;
    expect(await requireBotCheck(request('198.51.100.2'), { scope: 'preview', after: 3 })).toBeNull();
  });

  it('checks the widget action against the scope', async () => {
    setBotCheckDeps({ config });
    const response = await requireBotCheck(request('198.51.100.4', 'human'), { scope: 'sign_up' });
    expect(
      ((await response?.json()) as { error: { details: { reason: string } } }).error.details.reason,
    ).toBe('wrong-action');
  });

  it('answers 503 with Retry-After when the provider is down', async () => {
    setBotCheckDeps({ config });
    const response = await requireBotCheck(request('198.51.100.5', 'boom'), { scope: 'preview' });
    expect(response?.status).toBe(503);
    expect(response?.headers.get('retry-after')).toBe('10');
  });
});

describe('requireBotCheck store', () => {
  afterEach(() => {
    setRateLimiter(undefined);
    vi.unstubAllEnvs();
    resetEnvCache();
  });

  it('counts the free quota in the store RATE_LIMIT_STORE chooses (PostgreSQL: shared by instances)', async () => {
    const seen: string[] = [];
    const spy = vi.spyOn(PostgresRateLimitStore.prototype, 'consume').mockImplementation((key) => {
      seen.push(key);
      return Promise.resolve({ allowed: seen.length <= 2, remaining: 0, retryAfterSeconds: 60 });
    });
    vi.stubEnv('RATE_LIMIT_STORE', 'postgres');
    vi.stubEnv('BOT_CHECK_PROVIDER', 'turnstile');
    vi.stubEnv('BOT_CHECK_SITE_KEY', 'site');
    vi.stubEnv('BOT_CHECK_SECRET_KEY', 'secret');
    vi.stubEnv('BOT_CHECK_VERIFY_URL', standIn.url);
    resetEnvCache();
    setRateLimiter(undefined);
    setBotCheckDeps(undefined);
    expect(await requireBotCheck(request('198.51.100.9'), { scope: 'preview', after: 2 })).toBeNull();
    expect(await requireBotCheck(request('198.51.100.9'), { scope: 'preview', after: 2 })).toBeNull();
    expect((await requireBotCheck(request('198.51.100.9'), { scope: 'preview', after: 2 }))?.status).toBe(
      403,
    );
    expect(seen).toEqual(Array(3).fill('bot-check:preview:198.51.100.9'));
    // One store per process: the rate limiter and the bot check share it.
    expect(sharedRateLimitStore()).toBeInstanceOf(PostgresRateLimitStore);
    spy.mockRestore();
  });
});
