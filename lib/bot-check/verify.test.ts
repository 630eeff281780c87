import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botCheckConfig, publicBotCheckConfig, siteverifyUrls, type BotCheckConfig } from './config';
import { startSiteverifyStandIn, type StandIn } from './siteverify-stand-in.test-helper';
import { verifyBotCheck } from './verify';

let standIn: StandIn;
let turnstile: BotCheckConfig;
let recaptcha: BotCheckConfig;

beforeAll(async () => {
  standIn = await startSiteverifyStandIn();
  const base = { siteKey: 'site', secretKey: 'secret-key', verifyUrl: standIn.url, minScore: 0.5 };
  turnstile = { provider: 'turnstile', ...base };
  recaptcha = { provider: 'recaptcha', ...base };
});
afterAll(() => standIn.close());

describe('botCheckConfig', () => {
  const env = { BOT_CHECK_MIN_SCORE: 0.5 } as const;
  it('is off unless the provider and both keys are set', () => {
    expect(botCheckConfig(env)).toBeNull();
    expect(botCheckConfig({ ...env, BOT_CHECK_PROVIDER: 'turnstile', BOT_CHECK_SITE_KEY: 's' })).toBeNull();
    expect(publicBotCheckConfig(null)).toEqual({ provider: null });
  });
  it("uses the provider's siteverify URL and exposes only the site key", () => {
    const config = botCheckConfig({
      ...env,
      BOT_CHECK_PROVIDER: 'recaptcha',
      BOT_CHECK_SITE_KEY: 's',
      BOT_CHECK_SECRET_KEY: 'k',
    });
    expect(config?.verifyUrl).toBe(siteverifyUrls.recaptcha);
    expect(publicBotCheckConfig(config)).toEqual({ provider: 'recaptcha', siteKey: 's' });
  });
});

describe('verifyBotCheck', () => {
  it('passes everything when not configured, without contacting anyone', async () => {
    const before = standIn.calls.length;
    expect(await verifyBotCheck(undefined, '1.2.3.4', { config: null })).toEqual({ ok: true, skipped: true });
    expect(standIn.calls.length).toBe(before);
  });

  it('refuses a missing or oversized token without a provider call', async () => {
    const before = standIn.calls.length;
    expect(await verifyBotCheck('', null, { config: turnstile })).toEqual({
      ok: false,
      reason: 'missing-token',
    });
    expect(await verifyBotCheck('x'.repeat(5000), null, { config: turnstile })).toEqual({
      ok: false,
      reason: 'missing-token',
    });
    expect(standIn.calls.length).toBe(before);
  });

  it('sends secret, token and client IP, and accepts a good token', async () => {
    expect(await verifyBotCheck('human', '203.0.113.7', { config: turnstile, action: 'preview' })).toEqual({
      ok: true,
      skipped: false,
    });
    expect(standIn.calls.at(-1)).toEqual({
      secret: 'secret-key',
      response: 'human',
      remoteip: '203.0.113.7',
    });
  });

  it('leaves out an address that is not an IP', async () => {
    await verifyBotCheck('human', 'local', { config: turnstile });
    expect(standIn.calls.at(-1)?.remoteip).toBeNull();
  });

  it('rejects a bad token, another action and (reCAPTCHA) a low score', async () => {
    expect(await verifyBotCheck('bot', null, { config: turnstile })).toEqual({
      ok: false,
      reason: 'rejected',
    });
    expect(await verifyBotCheck('other-action', null, { config: turnstile, action: 'preview' })).toEqual({
      ok: false,
      reason: 'wrong-action',
    });
    expect(await verifyBotCheck('low', null, { config: recaptcha })).toEqual({
      ok: false,
      reason: 'low-score',
    });
    // Turnstile has no score; the same answer passes there.
    expect(await verifyBotCheck('low', null, { config: turnstile })).toEqual({ ok: true, skipped: false });
  });

  it('reports the provider unavailable on errors, timeouts and nonsense answers', async () => {
    expect(await verifyBotCheck('boom', null, { config: turnstile })).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(await verifyBotCheck('slow', null, { config: turnstile, timeoutMs: 200 })).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    const nonsense: typeof fetch = () => Promise.resolve(Response.json({ hello: 'world' }));
    expect(await verifyBotCheck('human', null, { config: turnstile, fetch: nonsense })).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});
