// POST /api/auth/sign-up/ and /api/auth/reset/ through their route handlers, against the real
// Firebase Auth emulator: accounts created with firebase-admin, reset emails through
// accounts:sendOobCode (visible in the emulator's oobCodes), rate limits and the bot check.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as postReset } from '@/app/api/auth/reset/route';
import { POST as postSignUp } from '@/app/api/auth/sign-up/route';
import { adminAuth } from '@/lib/auth/admin';
import { closeDb, getDb } from '@/lib/db/client';
import { emailOutbox } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { resetPasswordPolicyCache } from '@/lib/auth/server-password-policy';
import { setBotCheckDeps } from '@/lib/bot-check/require-bot-check';
import { startSiteverifyStandIn, type StandIn } from '@/lib/bot-check/siteverify-stand-in.test-helper';
import { createRateLimiter, setRateLimiter } from '@/lib/rate-limit';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import * as actions from '@/features/auth/sdk/actions';
import { clientKit, oobCodes, startEmulator, uniqueEmail, type Emulator } from './emulator';

let emulator: Emulator;
let standIn: StandIn;
const closers: (() => Promise<void>)[] = [];
let ipCounter = 0;

beforeAll(async () => {
  [emulator, standIn] = await Promise.all([startEmulator(), startSiteverifyStandIn()]);
  process.env.SITE_URL = 'http://localhost:3000';
  // The e-mail to an existing account's owner goes through the outbox (.eml files here).
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'gs-auth-routes-'));
  resetEnvCache();
  resetPasswordPolicyCache();
  // Opened here: PGlite takes ~30 s on a busy machine, longer than one test may.
  await getDb();
}, 180_000);

afterAll(async () => {
  await Promise.allSettled(closers.map((c) => c()));
  await standIn?.close();
  await emulator?.stop();
  await closeDb();
});

afterEach(() => {
  setRateLimiter(undefined);
  setBotCheckDeps(undefined);
});

type ErrorBody = { error: { code: string; message: string; details?: unknown } };

/** Each test is its own client (its own rate-limit bucket), unless it asks for a shared address. */
function post(
  handler: (request: Request) => Promise<Response>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-gs-peer-address': `198.51.100.${++ipCounter}`,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

const signUp = (body: unknown, headers?: Record<string, string>) =>
  post(postSignUp, '/api/auth/sign-up/', body, headers);
const reset = (body: unknown, headers?: Record<string, string>) =>
  post(postReset, '/api/auth/reset/', body, headers);

function botCheckOn() {
  setBotCheckDeps({
    config: {
      provider: 'turnstile',
      siteKey: 'site-key',
      secretKey: 'secret-key',
      verifyUrl: standIn.url,
      minScore: 0.5,
    },
  });
}

describe('POST /api/auth/sign-up/', () => {
  it('201: creates the account with its name; the browser then signs in with the SDK', async () => {
    const email = uniqueEmail('route');
    const response = await signUp({ email, password: 'route-pass-1', displayName: ' Ada ', locale: 'en' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const user = await adminAuth().getUserByEmail(email);
    const uid = user.uid;
    expect(user).toMatchObject({ email, displayName: 'Ada', emailVerified: false });

    const client = clientKit(emulator);
    closers.push(client.close);
    const credential = await actions.signInWithEmail(client.kit, email, 'route-pass-1');
    expect(credential.user.uid).toBe(uid);
  });

  it('answers an existing address exactly like a new one and mails its owner instead', async () => {
    const email = uniqueEmail('taken');
    const fresh = await signUp({ email, password: 'first-pass-1', locale: 'en' });
    const again = await signUp({ email, password: 'second-pass-2', locale: 'de' });
    expect(again.status).toBe(fresh.status);
    expect(await again.json()).toEqual(await fresh.json());
    // The owner hears about it, in the language of the attempt; the password did not change.
    const db = await getDb();
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(de.accountMail.existingSubject);
    const client = clientKit(emulator);
    closers.push(client.close);
    expect((await actions.signInWithEmail(client.kit, email, 'first-pass-1')).user.email).toBe(email);
    // A third try within the hour sends no second mail (no inbox flooding), and still answers alike.
    const third = await signUp({ email, password: 'third-pass-3', locale: 'en' });
    expect(third.status).toBe(201);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(1);
  });

  it('400 for a password the policy refuses (the default: 6 characters), and no account', async () => {
    const email = uniqueEmail('weak');
    const response = await signUp({ email, password: 'abc', locale: 'en' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error).toEqual({
      code: 'password-does-not-meet-requirements',
      message: en.auth.errors.passwordDoesNotMeetRequirements,
    });
    await expect(adminAuth().getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('400 invalid-email, 400 invalid JSON and 413 over 64 KiB', async () => {
    const bad = await signUp({ email: 'not-an-email', password: 'long-enough-1', locale: 'fr' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.code).toBe('invalid-email');
    const json = await signUp('{nope', { 'accept-language': 'it-IT,it;q=0.9' });
    expect(json.status).toBe(400);
    expect(((await json.json()) as ErrorBody).error).toMatchObject({ code: 'invalid-json' });
    const huge = await signUp({ email: 'a@example.com', password: 'x'.repeat(70_000), locale: 'en' });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as ErrorBody).error.code).toBe('payload-too-large');
  });

  it('429 with Retry-After once the signUp bucket is empty, with the seconds in the message', async () => {
    setRateLimiter(createRateLimiter({ rules: { signUp: { capacity: 2, refillPerMinute: 1 } } }));
    const headers = { 'x-gs-peer-address': '203.0.113.50' };
    for (let i = 0; i < 2; i++)
      expect((await signUp({ email: 'x', password: 'y', locale: 'en' }, headers)).status).toBe(400);
    const limited = await signUp(
      { email: uniqueEmail('limited'), password: 'long-enough-1', locale: 'en' },
      headers,
    );
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await limited.json()) as ErrorBody;
    expect(body.error.code).toBe('rate-limited');
    expect(body.error.message).toBe(`Too many attempts. Please try again in ${retryAfter} seconds.`);
    // Another client is not affected.
    expect((await signUp({ email: 'x', password: 'y', locale: 'en' })).status).toBe(400);
  });

  it('bot check configured: required on every sign-up, refused tokens, then a passing one', async () => {
    botCheckOn();
    const body = () => ({ email: uniqueEmail('bot'), password: 'human-pass-1', locale: 'en' });
    const missing = await signUp(body());
    expect(missing.status).toBe(403);
    expect(((await missing.json()) as ErrorBody).error).toEqual({
      code: 'bot-check',
      message: en.auth.errors.botCheckFailed,
      details: { reason: 'missing-token', provider: 'turnstile', siteKey: 'site-key' },
    });
    const rejected = await signUp({ ...body(), botToken: 'bot' });
    expect(rejected.status).toBe(403);
    expect(((await rejected.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe(
      'rejected',
    );
    // A token minted for another form does not count here.
    const otherForm = await signUp({ ...body(), botToken: 'human:reset' });
    expect(
      ((await otherForm.json()) as { error: { details: { reason: string } } }).error.details.reason,
    ).toBe('wrong-action');
    const down = await signUp({ ...body(), botToken: 'boom' });
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('10');
    expect(((await down.json()) as ErrorBody).error.message).toBe(en.auth.errors.botCheckUnavailable);

    const passing = body();
    const ok = await signUp({ ...passing, botToken: 'human:sign_up' });
    expect(ok.status).toBe(201);
    expect(standIn.calls.at(-1)).toMatchObject({ secret: 'secret-key', response: 'human:sign_up' });
    // The header works too (the widget's usual channel).
    const viaHeader = await signUp(body(), { 'x-bot-check-token': 'human:sign_up' });
    expect(viaHeader.status).toBe(201);
    expect((await adminAuth().getUserByEmail(passing.email)).email).toBe(passing.email);
  });
});

describe('POST /api/auth/reset/', () => {
  it('sends the reset email for a known address; the emulator holds the code', async () => {
    const email = uniqueEmail('known');
    await adminAuth().createUser({ email, password: 'before-reset-1' });
    const response = await reset({ email, locale: 'el' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const codes = (await oobCodes(emulator)).filter((c) => c.email === email);
    expect(codes.map((c) => c.requestType)).toEqual(['PASSWORD_RESET']);

    // The code really resets the password.
    const client = clientKit(emulator);
    closers.push(client.close);
    await actions.confirmReset(client.kit, codes[0]?.oobCode ?? '', 'after-reset-2');
    const credential = await actions.signInWithEmail(client.kit, email, 'after-reset-2');
    expect(credential.user.email).toBe(email);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const known = uniqueEmail('known2');
    await adminAuth().createUser({ email: known, password: 'known-pass-1' });
    const unknown = uniqueEmail('nobody');
    const [a, b] = await Promise.all([
      reset({ email: known, locale: 'en' }),
      reset({ email: unknown, locale: 'en' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await b.text()).toBe(await a.text());
    expect((await oobCodes(emulator)).some((c) => c.email === unknown)).toBe(false);
  });

  it('429 with Retry-After from the reset bucket; bot check required when configured', async () => {
    setRateLimiter(createRateLimiter({ rules: { reset: { capacity: 1, refillPerMinute: 1 } } }));
    const headers = { 'x-gs-peer-address': '203.0.113.60' };
    expect((await reset({ email: uniqueEmail('r'), locale: 'en' }, headers)).status).toBe(200);
    const limited = await reset({ email: uniqueEmail('r'), locale: 'pt' }, headers);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as ErrorBody).error.code).toBe('rate-limited');

    setRateLimiter(undefined);
    botCheckOn();
    const email = uniqueEmail('bot-reset');
    await adminAuth().createUser({ email, password: 'bot-reset-1' });
    expect((await reset({ email, locale: 'en' })).status).toBe(403);
    expect((await reset({ email, locale: 'en', botToken: 'bot' })).status).toBe(403);
    expect((await oobCodes(emulator)).some((c) => c.email === email)).toBe(false);
    expect((await reset({ email, locale: 'en', botToken: 'human:reset' })).status).toBe(200);
    expect((await oobCodes(emulator)).some((c) => c.email === email)).toBe(true);
  });

  it('400 invalid-email in the visitor language', async () => {
    const response = await reset({ email: 'nope', locale: 'es' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('invalid-email');
    expect(body.error.message).toBe('Introduzca una dirección de correo válida.');
  });
});
