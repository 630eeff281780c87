// The delivery routes through their handlers, on PGlite, the real job queue and the Twilio
// stand-in: connect (a wrong key refused with its reason), send an order as its owner only, see
// it delivered with the stand-in's asset id, send again into the same asset, disconnect. No
// answer and no log line ever holds the API key secret.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Renderer } from '@/lib/orders/fulfilment/render-order';
import { startTwilioStandIn } from '../stand-ins/twilio';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/auth/verify', async (original) => ({
  ...(await original<typeof import('@/lib/auth/verify')>()),
  ...(await import('../api/bearer-uid.test-kit')).bearerUidVerify,
}));
// A real one-second WAV per preset, so the job's ffmpeg conversion has audio to work on.
vi.mock('@/lib/orders/fulfilment/renderer', () => ({
  renderForOrder: (async (_spec, { presets }) => {
    const { wav } = await import('./wav.test-kit');
    return presets.map((preset) => ({ preset, extension: 'wav', mime: 'audio/wav', bytes: wav() }));
  }) satisfies Renderer,
}));

const secretKey = 'route-test-api-key-secret-007';
const creds = {
  accountSid: `AC${'c'.repeat(32)}`,
  apiKeySid: `SK${'d'.repeat(32)}`,
  apiKeySecret: secretKey,
};
const standIn = await startTwilioStandIn({ [creds.apiKeySid]: creds.apiKeySecret });
const dataDir = mkdtempSync(path.join(tmpdir(), 'gs-deliver-routes-'));
const appSecret = 'deliver-routes-test-secret-0123456789';
process.env.DATA_DIR = dataDir;
process.env.APP_SECRET = appSecret;
process.env.TWILIO_SERVERLESS_BASE = standIn.url;
process.env.TWILIO_SERVERLESS_UPLOAD_BASE = standIn.url;

const { resetEnvCache } = await import('@/lib/env');
resetEnvCache();
const { closeDb, getDb } = await import('@/lib/db/client');
const { readyTestOrder } = await import('@/lib/orders/paid-order.test-kit');
const { fileStore } = await import('@/lib/orders/server');
const { renderForOrder } = await import('@/lib/orders/fulfilment/renderer');
const { stopJobs } = await import('@/lib/orders/fulfilment/job-queue');
const connections = await import('@/app/api/delivery/connections/route');
const connection = await import('@/app/api/delivery/connections/[id]/route');
const deliveriesRoute = await import('@/app/api/orders/[id]/deliveries/route');

const logs: string[] = [];
const answers: string[] = [];
let orderId: string;

const site = 'http://localhost:3000';
const as = (uid: string | null, init: RequestInit = {}) => ({
  ...init,
  headers: {
    ...(uid ? { authorization: `Bearer uid:${uid}` } : {}),
    'content-type': 'application/json',
    ...init.headers,
  },
});
async function call(response: Promise<Response>) {
  const res = await response;
  const text = await res.text();
  answers.push(text);
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const listDeliveries = (uid: string) =>
  call(deliveriesRoute.GET(new Request(`${site}/api/orders/${orderId}/deliveries/`, as(uid)), ctx(orderId)));
const send = (uid: string, connectionId: string) =>
  call(
    deliveriesRoute.POST(
      new Request(
        `${site}/api/orders/${orderId}/deliveries/`,
        as(uid, { method: 'POST', body: JSON.stringify({ connectionId, scope: { kind: 'order' } }) }),
      ),
      ctx(orderId),
    ),
  );
type Delivery = { state: string; remoteId: string | null; errorCode: string | null };
/** Waits for the job's state, not for a time: until no row is queued or sending. */
const settled = (uid: string) =>
  vi.waitFor(
    async () => {
      const rows = (await listDeliveries(uid)).body.deliveries as Delivery[];
      if (rows.length === 0 || rows.some((d) => d.state === 'queued' || d.state === 'sending'))
        throw new Error('still sending');
      return rows;
    },
    { timeout: 45_000, interval: 150 },
  );

beforeAll(async () => {
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, level).mockImplementation(
      (...args: unknown[]) =>
        void logs.push(
          args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(' '),
        ),
    );
  const db = await getDb();
  const created = await readyTestOrder(db, {
    secret: appSecret,
    userId: 'owner',
    render: renderForOrder,
    store: fileStore(),
  });
  orderId = created.orderId;
}, 180_000);
afterAll(async () => {
  await stopJobs();
  await closeDb();
  await standIn.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('delivery routes', () => {
  let connectionId: string;

  it('asks for a sign-in', async () => {
    expect(
      (await call(connections.GET(new Request(`${site}/api/delivery/connections/`, as(null)), undefined)))
        .status,
    ).toBe(401);
  });

  it('refuses a wrong key with its reason, connects a right one, and lists it without secrets', async () => {
    const connect = (fields: Record<string, string>) =>
      call(
        connections.POST(
          new Request(
            `${site}/api/delivery/connections/`,
            as('owner', {
              method: 'POST',
              body: JSON.stringify({ target: 'twilio', label: 'Main line', fields }),
            }),
          ),
          undefined,
        ),
      );
    const wrong = await connect({ ...creds, apiKeySecret: 'not-the-right-secret-1' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      error: { code: 'delivery-refused', details: { reason: 'credentials-revoked' } },
    });
    const right = await connect(creds);
    expect(right.status).toBe(201);
    connectionId = (right.body.connection as { id: string }).id;
    const listed = await call(
      connections.GET(new Request(`${site}/api/delivery/connections/`, as('owner')), undefined),
    );
    expect(listed.body).toMatchObject({
      connections: [{ id: connectionId, target: 'twilio', label: 'Main line', status: 'active' }],
      targets: [
        { id: 'twilio', kind: 'fields' },
        { id: 'amazon-connect', kind: 'fields' },
        { id: 'ringcentral', kind: 'oauth', fields: [] },
      ],
    });
    const others = await call(
      connections.GET(new Request(`${site}/api/delivery/connections/`, as('stranger')), undefined),
    );
    expect(others.body.connections).toEqual([]);
  });

  it('lets only the owner send, and shows the delivery with the stand-in asset id', async () => {
    expect((await send('stranger', connectionId)).status).toBe(404);
    expect((await listDeliveries('stranger')).status).toBe(404);
    expect((await send('owner', connectionId)).status).toBe(202);
    const [row] = await settled('owner');
    expect(row).toMatchObject({ state: 'delivered', errorCode: null });
    const service = [...standIn.services.values()][0]!;
    expect(service.assets.has(row!.remoteId!)).toBe(true);
    // What Twilio got was converted: 8 kHz mono 16-bit PCM of about a second.
    expect(service.assets.get(row!.remoteId!)!.versions[0]).toMatchObject({
      mime: 'audio/wav',
      bytes: 16_044,
    });
  }, 60_000);

  it('sends again into the same asset', async () => {
    expect((await send('owner', connectionId)).status).toBe(202);
    const [row] = await settled('owner');
    const service = [...standIn.services.values()][0]!;
    expect(service.assets.size).toBe(1);
    expect(service.assets.get(row!.remoteId!)!.versions).toHaveLength(2);
  }, 60_000);

  it('disconnects for the owner only', async () => {
    const del = (uid: string) =>
      call(
        connection.DELETE(
          new Request(`${site}/api/delivery/connections/${connectionId}/`, as(uid, { method: 'DELETE' })),
          ctx(connectionId),
        ),
      );
    expect((await del('stranger')).status).toBe(404);
    expect((await del('owner')).status).toBe(204);
    const listed = await call(
      connections.GET(new Request(`${site}/api/delivery/connections/`, as('owner')), undefined),
    );
    expect(listed.body.connections).toEqual([]);
  });

  it('never answers or logs the secret', () => {
    expect(answers.length).toBeGreaterThan(5);
    for (const text of [...answers, ...logs]) expect(text).not.toContain(secretKey);
  });
});
