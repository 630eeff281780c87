// RingCentral's refresh tokens are single-use: a send that refreshed and then failed must still
// seal the new pair, or the retry refreshes with the spent token and the connection is lost. On
// PGlite against the RingCentral stand-in (its token endpoint forgets a refresh token once used).
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  standInClient,
  startRingCentralStandIn,
  type RingCentralStandIn,
} from '@/tests/stand-ins/ringcentral';
import type { Renderer } from '../orders/fulfilment/render-order';

vi.mock('server-only', () => ({}));
const { openDb } = await import('../db/client');
const { readyTestOrder } = await import('../orders/paid-order.test-kit');
const { createConnection, ownConnection } = await import('./connections');
const { queueDeliveries, deliveryById } = await import('./deliveries');
const { handleDeliverJob } = await import('./jobs');
const { orderFileSources } = await import('./order-files');
const { deliveryTarget } = await import('./targets/registry');
const { unsealCredentials } = await import('./credential-seal');
const { ringCentralCredentials } = await import('./targets/ringcentral/oauth');

const secret = 'deliver-rotation-test-secret-0123456789';
const render: Renderer = async (spec, { presets }) =>
  presets.map((preset) => ({
    preset,
    extension: 'wav',
    mime: 'audio/wav',
    bytes: new TextEncoder().encode(spec.text),
  }));
const files = new Map<string, Uint8Array>();
const store = {
  put: async (key: string, bytes: Uint8Array) => void files.set(key, bytes),
  get: async (key: string) => files.get(key) ?? null,
  delete: async (key: string) => void files.delete(key),
};

let handle: Awaited<ReturnType<typeof openDb>>;
let rc: RingCentralStandIn;
let orderId: string;

const target = () =>
  deliveryTarget('ringcentral', {
    RINGCENTRAL_SERVER: rc.url,
    RINGCENTRAL_CLIENT_ID: standInClient.id,
    RINGCENTRAL_CLIENT_SECRET: standInClient.secret,
  })!;
const deps = () => ({
  db: handle.db,
  ring: secret,
  store,
  targetOf: () => target(),
  toFile: async (
    bytes: Uint8Array,
    meta: { key: string; displayName: string; role: 'greeting' | 'on-hold' | 'ivr-prompt' },
  ) => ({
    ...meta,
    audio: { bytes, mime: 'audio/wav', extension: 'wav', seconds: 1 },
  }),
});

/** Real tokens from the stand-in, through the adapter's own authorization-code exchange. */
async function signIn() {
  const method = target().connectMethod;
  if (method.kind !== 'oauth') throw new Error('RingCentral signs in with OAuth');
  const codeVerifier = randomBytes(48).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const redirectUri = standInClient.redirectUri;
  const answer = await fetch(method.authorizeUrl({ state: 's'.repeat(32), codeChallenge, redirectUri }), {
    redirect: 'manual',
  });
  const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
  return ringCentralCredentials.parse(await method.exchange({ code, codeVerifier, redirectUri }));
}

beforeAll(async () => {
  handle = await openDb({ inMemory: true });
  rc = await startRingCentralStandIn();
  orderId = (await readyTestOrder(handle.db, { secret, render, store, userId: 'user-1' })).orderId;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
}, 120_000);
afterAll(async () => {
  await rc.close();
  await handle.close();
});

describe('deliver-file job with rotating credentials', () => {
  it('keeps the refreshed tokens when the upload after the refresh fails, so the retry delivers', async () => {
    const tokens = await signIn();
    // The access token has lapsed: the send refreshes first, spending the refresh token.
    const connection = await createConnection(handle.db, secret, {
      ownerUid: 'user-1',
      target: 'ringcentral',
      label: 'RingCentral',
      credentials: { ...tokens, expiresAt: 0 },
    });
    const sources = (await orderFileSources(handle.db, orderId, { kind: 'order' })).slice(0, 1);
    const [id] = await queueDeliveries(handle.db, { orderId, connectionId: connection.id, files: sources });
    rc.failNextUpload(503, 'CMN-503');
    await expect(
      handleDeliverJob(deps(), { deliveryId: id! }, { id: 'j', name: 'deliver-file', attempt: 1 }),
    ).rejects.toMatchObject({ code: 'unavailable' });
    expect(await deliveryById(handle.db, id!)).toMatchObject({ state: 'queued', errorCode: 'unavailable' });

    const row = await ownConnection(handle.db, 'user-1', connection.id);
    const sealed = ringCentralCredentials.parse(
      unsealCredentials(secret, connection.id, row!.credentialsSealed)?.value,
    );
    expect(sealed.refreshToken).not.toBe(tokens.refreshToken);
    expect(sealed.expiresAt).toBeGreaterThan(Date.now());

    await handleDeliverJob(deps(), { deliveryId: id! }, { id: 'j', name: 'deliver-file', attempt: 2 });
    expect(await deliveryById(handle.db, id!)).toMatchObject({ state: 'delivered' });
    expect((await ownConnection(handle.db, 'user-1', connection.id))?.status).toBe('active');
  });
});
