// Access through the real route handlers: another user's order ids, tampered order tokens, tampered
// and expired download links all answer the same 404 as an order that does not exist, and every
// secret comparison goes through crypto.timingSafeEqual.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Only the Firebase check is replaced: "Bearer uid:<id>" is a verified ID token of <id>.
vi.mock('@/lib/auth/verify', async (original) => ({
  ...(await original<typeof import('@/lib/auth/verify')>()),
  ...(await import('./bearer-uid.test-kit')).bearerUidVerify,
}));
vi.mock('server-only', () => ({}));
const crypto = vi.hoisted(() => ({ timingSafeEqualCalls: 0 }));
vi.mock('node:crypto', async (original) => {
  const real = await original<typeof import('node:crypto')>();
  return {
    ...real,
    default: real,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      crypto.timingSafeEqualCalls++;
      return real.timingSafeEqual(a, b);
    },
  };
});

const dataDir = mkdtempSync(path.join(tmpdir(), 'gs-access-'));
const secret = 'access-test-secret-0123456789';
process.env.DATA_DIR = dataDir;
process.env.APP_SECRET = secret;

const { resetEnvCache } = await import('@/lib/env');
resetEnvCache();
const { closeDb, getDb } = await import('@/lib/db/client');
const { files } = await import('@/lib/db/schema');
const { readyTestOrder } = await import('@/lib/orders/paid-order.test-kit');
const { fileStore } = await import('@/lib/orders/server');
const { DOWNLOAD_TTL_MS, signDownload, tokenMatches, verifyDownload } =
  await import('@/lib/orders/access/tokens');
const orderRoute = await import('@/app/api/orders/[id]/route');
const fileRoute = await import('@/app/api/files/[id]/route');
const zipRoute = await import('@/app/api/orders/[id]/zip/route');
const invoiceRoute = await import('@/app/api/orders/[id]/invoice/route');

type Created = { orderId: string; token: string; gross: number };
let order: Created;
let fileId: string;

const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const get = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${url}`, { headers });
const asUser = (uid: string) => ({ authorization: `Bearer uid:${uid}` });
const flip = (s: string) => `${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`;

async function body(response: Response) {
  return { status: response.status, json: (await response.json()) as unknown };
}

beforeAll(async () => {
  const db = await getDb();
  const render = (_spec: unknown, { presets }: { presets: string[] }) =>
    Promise.resolve(
      presets.map((preset) => ({
        preset,
        extension: 'wav',
        mime: 'audio/wav',
        bytes: new Uint8Array([82, 73, 70, 70]),
      })),
    );
  order = await readyTestOrder(db, {
    secret,
    userId: 'user-a',
    buyer: { email: 'owner@example.com', name: 'Owner', country: 'IE' },
    render: render as never,
    store: fileStore(),
  });
  const [file] = await db.select().from(files).where(eq(files.orderId, order.orderId));
  fileId = file!.id;
}, 120_000);

afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('orders API', () => {
  it('answers the owner and the token holder', async () => {
    const byOwner = await orderRoute.GET(
      get(`/api/orders/${order.orderId}/`, asUser('user-a')),
      ctx(order.orderId),
    );
    expect(byOwner.status).toBe(200);
    const byToken = await orderRoute.GET(
      get(`/api/orders/${order.orderId}/?token=${order.token}`),
      ctx(order.orderId),
    );
    expect(byToken.status).toBe(200);
  });

  it("answers another user's id, a tampered token and a missing order with the same 404", async () => {
    const missing = await body(
      await orderRoute.GET(get('/api/orders/AAAAAAAAAAAAAAAA/', asUser('user-a')), ctx('AAAAAAAAAAAAAAAA')),
    );
    expect(missing.status).toBe(404);
    const attempts = [
      get(`/api/orders/${order.orderId}/`, asUser('user-b')),
      get(`/api/orders/${order.orderId}/?token=${flip(order.token)}`),
      get(`/api/orders/${order.orderId}/?token=${flip(order.token)}`, asUser('user-b')),
      get(`/api/orders/${order.orderId}/?token=${order.token.slice(0, 20)}`),
      get(`/api/orders/${order.orderId}/`),
      get(`/api/orders/${order.orderId}/`, { 'x-order-token': flip(order.token) }),
    ];
    for (const attempt of attempts)
      expect(await body(await orderRoute.GET(attempt, ctx(order.orderId)))).toEqual(missing);
  });

  it("keeps another user's invoice behind the same 404", async () => {
    const own = await invoiceRoute.GET(
      get(`/api/orders/${order.orderId}/invoice/`, asUser('user-a')),
      ctx(order.orderId),
    );
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    // "Download PDF" downloads; "Open PDF" asks for the browser's viewer.
    expect(own.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
    const opened = await invoiceRoute.GET(
      get(`/api/orders/${order.orderId}/invoice/?disposition=inline`, asUser('user-a')),
      ctx(order.orderId),
    );
    expect(opened.headers.get('content-disposition')).toMatch(/^inline; filename="[^"]+\.pdf"$/);
    const missing = await body(
      await invoiceRoute.GET(get('/api/orders/AAAAAAAAAAAAAAAA/invoice/'), ctx('AAAAAAAAAAAAAAAA')),
    );
    for (const attempt of [
      get(`/api/orders/${order.orderId}/invoice/`, asUser('user-b')),
      get(`/api/orders/${order.orderId}/invoice/?token=${flip(order.token)}`),
    ]) {
      expect(await body(await invoiceRoute.GET(attempt, ctx(order.orderId)))).toEqual(missing);
    }
    expect(missing.status).toBe(404);
  }, 60_000);
});

describe('download links', () => {
  const fileUrl = (id: string, link: { expires: number; sig: string }) =>
    `/api/files/${id}/?expires=${link.expires}&sig=${link.sig}`;

  it('serves a fresh signed link', async () => {
    const response = await fileRoute.GET(get(fileUrl(fileId, signDownload(secret, fileId))), ctx(fileId));
    expect(response.status).toBe(200);
    const zipLink = signDownload(secret, `zip:${order.orderId}`);
    const zip = await zipRoute.GET(
      get(`/api/orders/${order.orderId}/zip/?expires=${zipLink.expires}&sig=${zipLink.sig}`),
      ctx(order.orderId),
    );
    expect(zip.status).toBe(200);
  });

  it('answers expired, tampered and borrowed links with the same 404', async () => {
    const fresh = signDownload(secret, fileId);
    const expired = signDownload(secret, fileId, Date.now() - DOWNLOAD_TTL_MS - 1_000);
    const otherSubject = signDownload(secret, 'AAAAAAAAAAAA');
    const foreignSecret = signDownload('someone-elses-secret-value', fileId);
    const missing = await body(
      await fileRoute.GET(get(fileUrl('AAAAAAAAAAAA', otherSubject)), ctx('AAAAAAAAAAAA')),
    );
    expect(missing.status).toBe(404);
    for (const link of [
      expired,
      { expires: fresh.expires, sig: flip(fresh.sig) },
      { expires: fresh.expires + 1, sig: fresh.sig }, // a longer life needs a new signature
      otherSubject, // a valid link for another file
      foreignSecret,
    ]) {
      expect(await body(await fileRoute.GET(get(fileUrl(fileId, link)), ctx(fileId)))).toEqual(missing);
    }
    const zipExpired = signDownload(secret, `zip:${order.orderId}`, Date.now() - DOWNLOAD_TTL_MS - 1_000);
    const fileLinkForZip = signDownload(secret, order.orderId); // the subject says file, not zip
    for (const link of [zipExpired, fileLinkForZip]) {
      const response = await zipRoute.GET(
        get(`/api/orders/${order.orderId}/zip/?expires=${link.expires}&sig=${link.sig}`),
        ctx(order.orderId),
      );
      expect(await body(response)).toEqual(missing);
    }
  });
});

describe('constant-time comparisons', () => {
  it('compares order tokens and link signatures with crypto.timingSafeEqual', () => {
    const before = crypto.timingSafeEqualCalls;
    // One comparison per accepted key plus the pre-HKDF hash of older orders.
    tokenMatches(secret, flip(order.token), 'f'.repeat(64));
    expect(crypto.timingSafeEqualCalls).toBe(before + 2);
    const link = signDownload(secret, fileId);
    verifyDownload(secret, fileId, link.expires, flip(link.sig));
    expect(crypto.timingSafeEqualCalls).toBe(before + 3);
  });

  it('spends the same comparison on an order that does not exist', async () => {
    const before = crypto.timingSafeEqualCalls;
    await orderRoute.GET(get(`/api/orders/AAAAAAAAAAAAAAAA/?token=${order.token}`), ctx('AAAAAAAAAAAAAAAA'));
    expect(crypto.timingSafeEqualCalls).toBeGreaterThan(before);
  });
});
