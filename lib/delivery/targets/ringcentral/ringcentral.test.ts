// The RingCentral adapter against its stand-in (tests/stand-ins/ringcentral.ts): the PKCE dance,
// a resend replacing instead of adding, token refresh returning rotated credentials, revoke, and
// RingCentral's documented errors mapped to what the customer reads (and whether the queue retries).
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRingCentralStandIn, standInClient, type RingCentralStandIn } from '@/tests/stand-ins/ringcentral';
import { DeliveryError, type DeliveryFile } from '../types';
import { ringCentralName, ringCentralTarget } from './index';
import type { RingCentralCredentials } from './oauth';

let rc: RingCentralStandIn;
const target = () =>
  ringCentralTarget({
    RINGCENTRAL_SERVER: rc.url,
    RINGCENTRAL_CLIENT_ID: standInClient.id,
    RINGCENTRAL_CLIENT_SECRET: standInClient.secret,
  });

const file = (role: DeliveryFile['role'], key = 'file-1', size = 1600): DeliveryFile => ({
  key,
  displayName: '01 Welcome — Hartley Dental',
  role,
  audio: { bytes: new Uint8Array(size).fill(7), mime: 'audio/wav', extension: 'wav', seconds: 1 },
});

/** The customer's side of the OAuth dance: authorize at the stand-in, follow its redirect back. */
async function connect(verifier = randomBytes(32).toString('base64url'), sentVerifier = verifier) {
  const t = target();
  if (t.connectMethod.kind !== 'oauth') throw new Error('RingCentral connects by OAuth');
  const url = t.connectMethod.authorizeUrl({
    state: 'state-123',
    codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
    redirectUri: standInClient.redirectUri,
  });
  const answer = await fetch(url, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get('location') ?? '');
  expect(back.searchParams.get('state')).toBe('state-123');
  return t.connectMethod.exchange({
    code: back.searchParams.get('code') ?? '',
    codeVerifier: sentVerifier,
    redirectUri: standInClient.redirectUri,
  });
}

async function refusal(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

beforeAll(async () => {
  rc = await startRingCentralStandIn();
});
afterAll(() => rc.close());

describe('RingCentral connect', () => {
  it('asks for a code with PKCE S256 at our configured server only', () => {
    const t = target();
    if (t.connectMethod.kind !== 'oauth') throw new Error('oauth expected');
    const url = new URL(t.connectMethod.authorizeUrl({ state: 's', codeChallenge: 'c', redirectUri: 'http://localhost/cb' }));
    expect(url.origin + url.pathname).toBe(`${rc.url}/restapi/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: standInClient.id,
      redirect_uri: 'http://localhost/cb',
      state: 's',
      code_challenge: 'c',
      code_challenge_method: 'S256',
    });
  });

  it('trades the code and verifier for tokens with the owner', async () => {
    const c = await connect();
    expect(target().credentials.parse(c)).toEqual(c);
    expect(c.ownerId).toBe('11112222');
    expect(c.expiresAt).toBeGreaterThan(Date.now() + 3000_000);
  });

  it('is refused when the PKCE verifier does not match the challenge', async () => {
    const error = await refusal(connect(randomBytes(32).toString('base64url'), 'another-verifier-entirely-xxxxxxxxxxxxxxxxx'));
    expect(error.code).toBe('credentials-revoked');
    expect(error.retryable).toBe(false);
    expect(error.detail).toContain('invalid_grant');
  });

  it('cannot start without our client id', () => {
    const t = ringCentralTarget({ RINGCENTRAL_SERVER: rc.url });
    if (t.connectMethod.kind !== 'oauth') throw new Error('oauth expected');
    const connectMethod = t.connectMethod;
    expect(() => connectMethod.authorizeUrl({ state: 's', codeChallenge: 'c', redirectUri: 'x' })).toThrow(DeliveryError);
  });
});

describe('RingCentral deliver', () => {
  it('sends a greeting twice: still one company greeting, the newer one', async () => {
    const credentials = await connect();
    const first = await target().deliver({ credentials, file: file('greeting') });
    const second = await target().deliver({ credentials, file: file('greeting', 'file-1', 3200), previous: first.receipt });
    const company = [...rc.greetings.entries()].filter(([k]) => k.startsWith('company:'));
    expect(company).toHaveLength(1);
    expect(company[0]?.[1]).toMatchObject({ type: 'Company', bytes: 3200, contentType: 'audio/wav' });
    expect(second.receipt.remoteId).toBe(`greeting:${company[0]?.[1].id}`);
    expect(second.credentials).toBeUndefined();
  });

  it('puts on-hold audio on the extension as hold music', async () => {
    const credentials = await connect();
    await target().deliver({ credentials, file: file('on-hold') });
    expect(rc.greetings.get('extension:HoldMusic')).toMatchObject({ extension: true, bytes: 1600 });
  });

  it('replaces an IVR prompt on resend instead of adding a second', async () => {
    const credentials = await connect();
    const before = rc.prompts.size;
    const first = await target().deliver({ credentials, file: file('ivr-prompt', 'set:welcome') });
    const second = await target().deliver({ credentials, file: file('ivr-prompt', 'set:welcome'), previous: first.receipt });
    expect(rc.prompts.size).toBe(before + 1);
    expect(second.receipt.remoteId).not.toBe(first.receipt.remoteId);
    expect(rc.prompts.has(second.receipt.remoteId.replace('ivr-prompt:', ''))).toBe(true);
    expect(rc.prompts.get(second.receipt.remoteId.replace('ivr-prompt:', ''))?.name).toBe('01 Welcome — Hartley Dental');
  });

  it('refreshes an expired token and hands back the rotated credentials', async () => {
    const credentials = await connect();
    const expired: RingCentralCredentials = { ...credentials, expiresAt: Date.now() - 1000 };
    const result = await target().deliver({ credentials: expired, file: file('greeting') });
    expect(result.credentials?.accessToken).toBeDefined();
    expect(result.credentials?.accessToken).not.toBe(credentials.accessToken);
    expect(result.credentials?.refreshToken).not.toBe(credentials.refreshToken);
    // The old refresh token was used up: the next send needs the rotated pair.
    const again = await target().deliver({ credentials: result.credentials!, file: file('greeting') });
    expect(again.receipt.remoteId).toMatch(/^greeting:/);
  });

  it('refreshes once when the server refuses a token we thought was fresh', async () => {
    const credentials = await connect();
    rc.expireAccessTokens();
    const result = await target().deliver({ credentials, file: file('greeting') });
    expect(result.credentials?.accessToken).not.toBe(credentials.accessToken);
  });

  it('says the access was revoked when the refresh token is refused too', async () => {
    const credentials = await connect();
    rc.revokeAll();
    const error = await refusal(target().deliver({ credentials, file: file('greeting') }));
    expect(error).toMatchObject({ code: 'credentials-revoked', retryable: false });
  });

  it('refuses a file over the size limit and a wrong content type', async () => {
    const credentials = await connect();
    const big = file('greeting', 'big', 20 * 1024 * 1024 + 1);
    expect(await refusal(target().deliver({ credentials, file: big }))).toMatchObject({ code: 'too-large', retryable: false });
    const ogg = { ...file('greeting'), audio: { ...file('greeting').audio, mime: 'audio/ogg' } };
    expect(await refusal(target().deliver({ credentials, file: ogg }))).toMatchObject({ code: 'format-rejected', retryable: false });
  });

  it.each([
    [403, 'InsufficientPermissions', 'permission-missing', false],
    [400, 'InsufficientPermissions', 'permission-missing', false],
    [415, 'MediaTypeUnsupported', 'format-rejected', false],
    [400, 'CMN-101', 'format-rejected', false],
    [429, 'CMN-301', 'quota', true],
    [503, 'CMN-211', 'unavailable', true],
    [404, 'CMN-102', 'not-found', false],
  ] as const)('maps %i %s to %s (retryable: %s)', async (status, errorCode, code, retryable) => {
    const credentials = await connect();
    rc.failNextUpload(status, errorCode);
    const error = await refusal(target().deliver({ credentials, file: file('greeting') }));
    expect(error).toMatchObject({ code, retryable });
    expect(error.detail).toContain(errorCode);
  });

  it('revokes: the tokens stop working', async () => {
    const credentials = await connect();
    await target().revoke!(credentials);
    const error = await refusal(target().deliver({ credentials, file: file('greeting') }));
    expect(error.code).toBe('credentials-revoked');
  });
});

describe('ringCentralName', () => {
  it('keeps letters of every language, drops control and path characters, shortens', () => {
    expect(ringCentralName('Καλημέρα / "Menu"\n1')).toBe('Καλημέρα Menu 1');
    expect(ringCentralName('x'.repeat(100))).toHaveLength(64);
    expect(ringCentralName('  ')).toBe('Greeting');
  });
});
