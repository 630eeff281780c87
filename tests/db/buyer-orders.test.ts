// Migration 0007 on embedded PGlite and a real PostgreSQL server: the buyer's postal address and
// the short reference are stored with the order and printed on its invoice; guest orders follow
// the buyer into a verified account, never into an unverified one or someone else's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { customers, orders } from '@/lib/db/schema';
import { claimGuestOrders, lastBuyerDetails } from '@/lib/orders/checkout/buyer-history';
import { checkoutRequestSchema } from '@/lib/orders/checkout/input';
import { createOrder } from '@/lib/orders/checkout/create-order';
import { loadInvoice } from '@/lib/orders/documents/invoice-data';
import { payTestOrder } from '@/lib/orders/paid-order.test-kit';
import { listOrdersForUser } from '@/lib/orders/access/order-view';
import { postgresAvailable, startPostgres, type PostgresServer } from './postgres-server';

const secret = 'test-secret-0123456789';

const request = (buyer: Record<string, unknown>) =>
  checkoutRequestSchema.parse({
    items: [{ useCase: 'business-voicemail', locale: 'de', text: 'Guten Tag.', voice: { id: 'v1' } }],
    currency: 'EUR',
    locale: 'de',
    buyer: { name: 'Erika Muster', country: 'DE', ...buyer },
    method: 'test',
    withdrawalConsent: true,
  });

let server: PostgresServer | undefined;
const backends = [
  { name: 'PGlite', skip: false, open: () => openDb({ inMemory: true }) },
  {
    name: 'PostgreSQL',
    skip: !postgresAvailable,
    open: async () => {
      server ??= await startPostgres();
      return openDb({ databaseUrl: server.url });
    },
  },
];
afterAll(() => server?.stop());

describe.each(backends)('buyer details and claimed orders on $name', ({ open, skip }) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    if (skip) return;
    ({ db, close } = await open());
  });
  afterAll(async () => close?.());

  const place = (buyer: Record<string, unknown>, userId: string | null = null) =>
    createOrder(db, request(buyer), { userId, sellerCountry: 'IE', secret });

  it.skipIf(skip)('stores the address and a short reference, and prints both on the invoice', async () => {
    const created = await place({
      email: 'praxis@example.de',
      company: 'Praxis Berger',
      vatId: 'DE123456789',
      street: 'Hauptstraße 5',
      postcode: '10115',
      city: 'Berlin',
    });
    expect(created.reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const [customer] = await db
      .select()
      .from(customers)
      .innerJoin(orders, eq(orders.customerId, customers.id))
      .where(eq(orders.id, created.orderId));
    expect(customer?.customers).toMatchObject({ street: 'Hauptstraße 5', postcode: '10115', city: 'Berlin' });
    expect(customer?.orders.reference).toBe(created.reference);
    expect(await payTestOrder(db, created)).toBe('paid');
    const [order] = await db.select().from(orders).where(eq(orders.id, created.orderId));
    const invoice = await loadInvoice(db, order!, 'invoice');
    expect(invoice?.orderReference).toBe(created.reference);
    expect(invoice?.buyer).toMatchObject({
      company: 'Praxis Berger',
      name: 'Erika Muster',
      address: ['Hauptstraße 5', '10115 Berlin'],
      vatId: 'DE123456789',
    });
  });

  it.skipIf(skip)('gives every order its own reference', async () => {
    const refs = await Promise.all(Array.from({ length: 5 }, () => place({ email: 'many@example.de' })));
    expect(new Set(refs.map((r) => r.reference)).size).toBe(5);
  });

  it.skipIf(skip)(
    'claims guest orders for a verified address only, and never another account’s',
    async () => {
      const guest1 = await place({ email: 'Ada@Example.org' });
      const guest2 = await place({ email: 'ada@example.org' });
      const other = await place({ email: 'ada@example.org' }, 'someone-else');
      const unrelated = await place({ email: 'bob@example.org' });

      const unverified = { uid: 'ada-uid', email: 'ada@example.org', emailVerified: false };
      expect(await claimGuestOrders(db, unverified)).toBe(0);
      expect(await listOrdersForUser(db, 'ada-uid')).toEqual([]);

      const verified = { ...unverified, email: 'ADA@example.org', emailVerified: true };
      expect(await claimGuestOrders(db, verified)).toBe(2);
      const listed = await listOrdersForUser(db, 'ada-uid');
      expect(listed.map((o) => o.id).sort()).toEqual([guest1.orderId, guest2.orderId].sort());
      expect(listed.map((o) => o.reference).sort()).toEqual([guest1.reference, guest2.reference].sort());
      const [otherRow] = await db.select().from(orders).where(eq(orders.id, other.orderId));
      expect(otherRow?.userId).toBe('someone-else');
      const [bobRow] = await db.select().from(orders).where(eq(orders.id, unrelated.orderId));
      expect(bobRow?.userId).toBeNull();
      // Claimed orders' buyer records follow too; a second call finds nothing left to claim.
      const [customer] = await db
        .select()
        .from(customers)
        .innerJoin(orders, eq(orders.customerId, customers.id))
        .where(eq(orders.id, guest1.orderId));
      expect(customer?.customers.userId).toBe('ada-uid');
      expect(await claimGuestOrders(db, verified)).toBe(0);
    },
  );

  it.skipIf(skip)('prefills the checkout from the account’s most recent order', async () => {
    expect(await lastBuyerDetails(db, 'nobody')).toBeNull();
    await place({ email: 'lin@example.at', city: 'Graz' }, 'lin-uid');
    await new Promise((r) => setTimeout(r, 10));
    await place(
      {
        email: 'lin@example.at',
        company: 'Lin KG',
        vatId: 'ATU12345678',
        street: 'Ring 1',
        postcode: '1010',
        city: 'Wien',
        country: 'AT',
      },
      'lin-uid',
    );
    expect(await lastBuyerDetails(db, 'lin-uid')).toEqual({
      name: 'Erika Muster',
      company: 'Lin KG',
      vatId: 'ATU12345678',
      street: 'Ring 1',
      postcode: '1010',
      city: 'Wien',
      country: 'AT',
    });
  });
});
