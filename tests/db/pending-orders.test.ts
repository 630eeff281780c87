// Unpaid orders cost little and do not linger (issue 20 item 3, issue 21 item 6): one pending order
// per e-mail and per address a minute, expiry after the TTL, purge after the retention; an expired
// order is never fulfilled, and a payment that still arrives for it is honoured.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { customers, emailOutbox, invoices, orders } from '@/lib/db/schema';
import { checkoutRequestSchema } from '@/lib/orders/checkout/input';
import { createOrder } from '@/lib/orders/checkout/create-order';
import { purgeDeliveredBodies, MAIL_BODY_RETENTION_MS, sendEmail } from '@/lib/orders/delivery/outbox';
import {
  EXPIRED_ORDER_RETENTION_MS,
  expireStalePending,
  PENDING_ORDER_TTL_MS,
  purgeExpiredOrders,
} from '@/lib/orders/checkout/pending-orders';
import { payTestOrder } from '@/lib/orders/paid-order.test-kit';
import { claimRendering } from '@/lib/orders/transitions';
import { postgresAvailable, startPostgres, type PostgresServer } from './postgres-server';

const secret = 'pending-test-secret-0123456789';

const request = (email: string) =>
  checkoutRequestSchema.parse({
    items: [
      { useCase: 'business-voicemail', locale: 'en', text: 'Thank you for calling.', voice: { id: 'v1' } },
    ],
    currency: 'EUR',
    locale: 'en',
    buyer: { email, name: 'Buyer', country: 'IE' },
    method: 'test',
    withdrawalConsent: true,
  });

const backends: {
  name: string;
  open: () => Promise<{ db: Db; close: () => Promise<void> }>;
  skip?: boolean;
}[] = [{ name: 'PGlite', open: () => openDb({ inMemory: true }) }];
let server: PostgresServer | undefined;
backends.push({
  name: 'PostgreSQL',
  skip: !postgresAvailable,
  open: async () => {
    server ??= await startPostgres();
    return openDb({ databaseUrl: server.url });
  },
});
afterAll(() => server?.stop());

describe.each(backends)('pending orders on $name', ({ open, skip }) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    if (skip) return;
    ({ db, close } = await open());
    // Opening PGlite takes ~30 s on a loaded 2-core machine, beside a PostgreSQL start-up.
  }, 180_000);
  afterAll(async () => close?.());

  const status = async (id: string) =>
    (await db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
  const create = (email: string, clientAddress: string | null) =>
    createOrder(db, request(email), { userId: null, sellerCountry: 'IE', secret, clientAddress });

  it.skipIf(skip)(
    'keeps one pending order per e-mail and per address a minute, even in parallel',
    async () => {
      const burst = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          create(i % 2 ? 'Same@Example.com' : 'same@example.com', `198.51.100.${i}`),
        ),
      );
      const statuses = await Promise.all(burst.map((o) => status(o.orderId)));
      expect(statuses.filter((s) => s === 'pending')).toHaveLength(1);
      expect(statuses.filter((s) => s === 'expired')).toHaveLength(5);
      // Changing e-mails from one address: still one.
      const byAddress = [];
      for (let i = 0; i < 4; i++) byAddress.push(await create(`buyer${i}@example.com`, '203.0.113.77'));
      const s2 = await Promise.all(byAddress.map((o) => status(o.orderId)));
      expect(s2).toEqual(['expired', 'expired', 'expired', 'pending']);
      // Other buyers on other addresses are untouched.
      const other = await create('other@example.com', '192.0.2.1');
      expect(await status(other.orderId)).toBe('pending');
      expect(await status(burst[statuses.indexOf('pending')]!.orderId)).toBe('pending');
      // The stored address is a keyed hash, not the address.
      const [row] = await db
        .select({ h: orders.clientHash })
        .from(orders)
        .where(eq(orders.id, other.orderId));
      expect(row?.h).toMatch(/^[0-9a-f]{32}$/);
    },
  );

  it.skipIf(skip)('expires pending orders after the TTL; they are never fulfilled nor invoiced', async () => {
    const o = await create('late@example.com', '192.0.2.50');
    const now = new Date();
    expect(await expireStalePending(db, new Date(now.getTime() + PENDING_ORDER_TTL_MS - 60_000))).toBe(0);
    expect(
      await expireStalePending(db, new Date(now.getTime() + PENDING_ORDER_TTL_MS + 60_000)),
    ).toBeGreaterThan(0);
    expect(await status(o.orderId)).toBe('expired');
    expect(await claimRendering(db, o.orderId)).toBe(false);
    expect(await db.select().from(invoices).where(eq(invoices.orderId, o.orderId))).toHaveLength(0);
  });

  it.skipIf(skip)('honours a payment that arrives after expiry (the money is taken)', async () => {
    const o = await create('slow-3ds@example.com', '192.0.2.51');
    await create('slow-3ds@example.com', '192.0.2.51'); // supersedes it
    expect(await status(o.orderId)).toBe('expired');
    const result = await payTestOrder(db, o);
    expect(result).toBe('paid');
    expect(await status(o.orderId)).toBe('paid');
  });

  it.skipIf(skip)('purges expired orders and their customer rows after the retention', async () => {
    const o = await create('purge@example.com', '192.0.2.60');
    const later = new Date(Date.now() + PENDING_ORDER_TTL_MS + 1000);
    await expireStalePending(db, later);
    await purgeExpiredOrders(db, new Date(later.getTime() + EXPIRED_ORDER_RETENTION_MS - 60_000));
    expect(await status(o.orderId)).toBe('expired');
    await purgeExpiredOrders(db, new Date(later.getTime() + EXPIRED_ORDER_RETENTION_MS + 60_000));
    expect(await status(o.orderId)).toBeUndefined();
    expect(await db.select().from(customers).where(eq(customers.email, 'purge@example.com'))).toHaveLength(0);
  });

  it.skipIf(skip)('empties delivered mail bodies after their retention, keeps undelivered ones', async () => {
    const deps = { dir: '/nonexistent', mailer: async () => undefined, from: 'S <s@example.com>' };
    const sent = await sendEmail(db, deps, {
      orderId: null,
      to: 'a@example.com',
      from: deps.from,
      subject: 's',
      body: 'hello',
    });
    const failing = { ...deps, mailer: async () => Promise.reject(new Error('down')) };
    const failed = await sendEmail(db, failing, {
      orderId: null,
      to: 'b@example.com',
      from: deps.from,
      subject: 's',
      body: 'keep',
    });
    expect(await purgeDeliveredBodies(db, new Date(Date.now() + MAIL_BODY_RETENTION_MS - 60_000))).toBe(0);
    expect(await purgeDeliveredBodies(db, new Date(Date.now() + MAIL_BODY_RETENTION_MS + 60_000))).toBe(1);
    const body = async (id: string) =>
      (await db.select({ b: emailOutbox.body }).from(emailOutbox).where(eq(emailOutbox.id, id)))[0]?.b;
    expect(await body(sent)).toBe('');
    expect(await body(failed)).toBe('keep');
  });
});
