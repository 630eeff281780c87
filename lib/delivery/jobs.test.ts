// The deliver-file job on PGlite against the Twilio stand-in: delivered with the target's id, sent
// again into the same asset, retryable refusals back to the queue, final ones at once with their
// code, a revoked key marks the connection and loses nothing, and no secret reaches a log line.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTwilioStandIn, type TwilioStandIn } from '@/tests/stand-ins/twilio';
import type { Renderer } from '../orders/fulfilment/render-order';

vi.mock('server-only', () => ({}));
const { openDb } = await import('../db/client');
const { readyTestOrder } = await import('../orders/paid-order.test-kit');
const { createConnection, listConnections, ownConnection } = await import('./connections');
const { queueDeliveries, deliveryById, orderDeliveries } = await import('./deliveries');
const { handleDeliverDead, handleDeliverJob } = await import('./jobs');
const { orderFileSources } = await import('./order-files');
const { deliveryTarget } = await import('./targets/registry');
const { unsealCredentials } = await import('./credential-seal');

const secret = 'deliver-jobs-test-secret-0123456789';
const oldSecret = 'deliver-jobs-old-secret-9876543210';
const creds = {
  accountSid: `AC${'a'.repeat(32)}`,
  apiKeySid: `SK${'b'.repeat(32)}`,
  apiKeySecret: 'never-log-this-secret-42',
};
const render: Renderer = async (spec, { presets }) =>
  presets.map((preset) => ({
    preset,
    extension: 'wav',
    mime: 'audio/wav',
    bytes: new TextEncoder().encode(`${preset}:${spec.text}`),
  }));
const files = new Map<string, Uint8Array>();
const store = {
  put: async (key: string, bytes: Uint8Array) => void files.set(key, bytes),
  get: async (key: string) => files.get(key) ?? null,
  delete: async (key: string) => void files.delete(key),
};

let handle: Awaited<ReturnType<typeof openDb>>;
let standIn: TwilioStandIn;
let orderId: string;
const logs: string[] = [];

const deps = (ring: Parameters<typeof createConnection>[1] = secret) => ({
  db: handle.db,
  ring,
  store,
  targetOf: (id: 'twilio' | 'amazon-connect' | 'ringcentral') =>
    deliveryTarget(id, { TWILIO_SERVERLESS_BASE: standIn.url, TWILIO_SERVERLESS_UPLOAD_BASE: standIn.url }),
  // The conversion has its own test with ffmpeg; here the stored bytes go as they are.
  toFile: async (
    bytes: Uint8Array,
    meta: { key: string; displayName: string; role: 'greeting' | 'on-hold' | 'ivr-prompt' },
  ) => ({
    ...meta,
    audio: { bytes, mime: 'audio/wav', extension: 'wav', seconds: 1 },
  }),
});

async function sendAll(connectionId: string, attempt = 1) {
  const sources = await orderFileSources(handle.db, orderId, { kind: 'order' });
  const ids = await queueDeliveries(handle.db, { orderId, connectionId, files: sources });
  for (const id of ids)
    await handleDeliverJob(deps(), { deliveryId: id }, { id: 'j', name: 'deliver-file', attempt });
  return ids;
}

beforeAll(async () => {
  handle = await openDb({ inMemory: true });
  standIn = await startTwilioStandIn({ [creds.apiKeySid]: creds.apiKeySecret });
  const created = await readyTestOrder(handle.db, { secret, render, store, userId: 'user-1' });
  orderId = created.orderId;
  for (const level of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation(
      (...args: unknown[]) => void logs.push(args.map(String).join(' ')),
    );
}, 120_000);
afterAll(async () => {
  await standIn.close();
  await handle.close();
});
beforeEach(() => standIn.keys.set(creds.apiKeySid, creds.apiKeySecret));

describe('deliver-file job', () => {
  it('delivers with the stand-in asset id, and a second send updates the same asset', async () => {
    const connection = await createConnection(handle.db, secret, {
      ownerUid: 'user-1',
      target: 'twilio',
      label: 'Main',
      credentials: creds,
    });
    const [first] = await sendAll(connection.id);
    const delivered = await deliveryById(handle.db, first!);
    expect(delivered).toMatchObject({ state: 'delivered', attempts: 1, errorCode: null });
    expect(delivered!.remoteId).toMatch(/^ZH[0-9a-f]{32}$/);
    expect(delivered!.remoteUrl).toMatch(/^https:\/\/greeting-studio-1234-phone\.twil\.io\/01-/);
    const [again] = await sendAll(connection.id);
    expect(again).toBe(first);
    const service = [...standIn.services.values()][0]!;
    expect(service.assets.size).toBe(1);
    expect(service.assets.get(delivered!.remoteId!)!.versions).toHaveLength(2);
    const views = await orderDeliveries(handle.db, orderId, 'user-1');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ state: 'delivered', remoteId: delivered!.remoteId });
    expect(await orderDeliveries(handle.db, orderId, 'someone-else')).toEqual([]);
  });

  it('hands a retryable refusal back to the queue, and ends it on the last attempt', async () => {
    const connection = await createConnection(handle.db, secret, {
      ownerUid: 'user-1',
      target: 'twilio',
      label: 'Busy',
      credentials: creds,
    });
    standIn.failNext(429);
    await expect(sendAll(connection.id)).rejects.toMatchObject({ code: 'quota', retryable: true });
    const [row] = await orderDeliveries(handle.db, orderId, 'user-1').then((v) =>
      v.filter((d) => d.connectionId === connection.id),
    );
    expect(row).toMatchObject({ state: 'queued', errorCode: 'quota' });
    standIn.failNext(429);
    await expect(sendAll(connection.id, 6)).resolves.toHaveLength(1);
    expect(await deliveryById(handle.db, row!.id)).toMatchObject({ state: 'failed', errorCode: 'quota' });
  });

  it('a revoked key fails at once, marks the connection, and keeps the earlier delivery', async () => {
    const connection = await createConnection(handle.db, secret, {
      ownerUid: 'user-1',
      target: 'twilio',
      label: 'Revoked',
      credentials: creds,
    });
    const [id] = await sendAll(connection.id);
    const before = await deliveryById(handle.db, id!);
    standIn.keys.delete(creds.apiKeySid);
    await expect(sendAll(connection.id)).resolves.toHaveLength(1);
    const after = await deliveryById(handle.db, id!);
    expect(after).toMatchObject({
      state: 'failed',
      errorCode: 'credentials-revoked',
      remoteId: before!.remoteId,
    });
    expect((await ownConnection(handle.db, 'user-1', connection.id))?.status).toBe('revoked');
    // The asset at Twilio is untouched: its one version is still there.
    const service = [...standIn.services.values()][0]!;
    expect(service.assets.get(before!.remoteId!)!.versions.length).toBeGreaterThanOrEqual(1);
  });

  it('the dead letter ends a delivery that ran out of retries with its last reason', async () => {
    const connection = await createConnection(handle.db, secret, {
      ownerUid: 'user-1',
      target: 'twilio',
      label: 'Dead',
      credentials: creds,
    });
    standIn.failNext(503);
    await expect(sendAll(connection.id)).rejects.toMatchObject({ code: 'unavailable' });
    const [row] = (await orderDeliveries(handle.db, orderId, 'user-1')).filter(
      (d) => d.connectionId === connection.id,
    );
    await handleDeliverDead(deps(), { deliveryId: row!.id });
    expect(await deliveryById(handle.db, row!.id)).toMatchObject({
      state: 'failed',
      errorCode: 'unavailable',
    });
  });

  it('opens credentials sealed before a rotation and seals them again under the new secret', async () => {
    const connection = await createConnection(handle.db, oldSecret, {
      ownerUid: 'user-1',
      target: 'twilio',
      label: 'Rotated',
      credentials: creds,
    });
    const ring = { current: secret, previous: [oldSecret] };
    const sources = await orderFileSources(handle.db, orderId, { kind: 'order' });
    const [id] = await queueDeliveries(handle.db, { orderId, connectionId: connection.id, files: sources });
    await handleDeliverJob(deps(ring), { deliveryId: id! });
    expect((await deliveryById(handle.db, id!))?.state).toBe('delivered');
    const row = await ownConnection(handle.db, 'user-1', connection.id);
    expect(unsealCredentials(secret, connection.id, row!.credentialsSealed)?.value).toEqual(creds);
  });

  it('never lists or logs a secret', async () => {
    const listed = JSON.stringify(await listConnections(handle.db, 'user-1'));
    expect(listed).not.toContain(creds.apiKeySecret);
    expect(listed).not.toContain('credentials');
    expect(logs.length).toBeGreaterThan(0);
    for (const line of logs) expect(line).not.toContain(creds.apiKeySecret);
  });
});
