// The back office's gate against the real Auth emulator: `npm run operator`'s grant and revoke
// (scripts/lib/operator-role.mjs), the admin API through its real route handlers with real
// session cookies, and the page-side check. Nobody signed in is 401; a customer is 404; an
// operator finds an order by e-mail; after revoke the same cookie is refused on the next request.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth } from '@/lib/auth/admin';
import { createSessionCookie } from '@/lib/auth/verify';
import { operatorFromSessionCookie } from '@/lib/backoffice/operator';
import { closeDb, getDb } from '@/lib/db/client';
import { customers, orders } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { grantOperator, revokeOperator } from '@/scripts/lib/operator-role.mjs';
import * as searchRoute from '@/app/api/admin/orders/route';
import * as orderRoute from '@/app/api/admin/orders/[id]/route';
import { clientKit, startEmulator, uniqueEmail, type Emulator } from './emulator';

let emulator: Emulator;
const closers: (() => Promise<void>)[] = [];
const buyer = uniqueEmail('admin-buyer');

beforeAll(async () => {
  emulator = await startEmulator();
  process.env.SITE_URL = 'http://localhost:3000';
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'gs-operator-'));
  resetEnvCache();
  const db = await getDb();
  await db.insert(customers).values({ id: 'c-admin-1', email: buyer, name: 'Hartley Dental', country: 'DE' });
  await db.insert(orders).values({
    id: 'o-admin-1',
    reference: 'ADMN-0001',
    customerId: 'c-admin-1',
    email: buyer,
    locale: 'de',
    currency: 'EUR',
    country: 'DE',
    vatMode: 'standard',
    vatRateBp: 1900,
    netTotal: 1000,
    vatTotal: 190,
    grossTotal: 1190,
    tokenHash: 'hash',
    tokenSealed: 'sealed',
  });
}, 240_000);

afterAll(async () => {
  await Promise.allSettled(closers.map((c) => c()));
  await emulator?.stop();
  await closeDb();
});

/** A real session cookie of a freshly signed-in account (claims as they are now). */
async function sessionOf(email: string): Promise<string> {
  const { kit, close } = clientKit(emulator);
  closers.push(close);
  const credential = await kit.sdk.signInWithEmailAndPassword(kit.auth, email, 'correct horse battery 9');
  const cookie = await createSessionCookie(await credential.user.getIdToken(true));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

async function account(label: string): Promise<string> {
  const email = uniqueEmail(label);
  await adminAuth().createUser({ email, password: 'correct horse battery 9', emailVerified: true });
  return email;
}

const search = (cookie: string | null, query: string) =>
  searchRoute.GET(
    new Request(`http://localhost:3000/api/admin/orders/?${query}`, {
      headers: cookie ? { cookie: `__session=${cookie}` } : {},
    }),
    undefined,
  );

describe('back office access', () => {
  it('answers 401 to nobody and 404 to a signed-in customer', async () => {
    expect((await search(null, '')).status).toBe(401);
    const customer = await sessionOf(await account('customer'));
    const response = await search(customer, `q=${encodeURIComponent(buyer)}`);
    expect(response.status).toBe(404);
    expect(JSON.stringify(await response.json())).not.toContain(buyer);
    expect(await operatorFromSessionCookie(customer)).toBeNull();
  });

  it('lets a granted operator find an order by e-mail, then refuses the same cookie after revoke', async () => {
    const email = await account('operator');
    const before = await sessionOf(email);
    await grantOperator(adminAuth(), email);
    // A session minted before the grant carries no role.
    expect((await search(before, '')).status).toBe(404);

    const cookie = await sessionOf(email);
    expect((await operatorFromSessionCookie(cookie))?.email).toBe(email);
    const found = await search(cookie, `q=${encodeURIComponent(buyer.toUpperCase())}`);
    expect(found.status).toBe(200);
    const page = (await found.json()) as { orders: { id: string; reference: string; name: string }[] };
    expect(page.orders).toEqual([expect.objectContaining({ id: 'o-admin-1', reference: 'ADMN-0001', name: 'Hartley Dental' })]);

    const detail = await orderRoute.GET(
      new Request('http://localhost:3000/api/admin/orders/o-admin-1/', { headers: { cookie: `__session=${cookie}` } }),
      { params: Promise.resolve({ id: 'o-admin-1' }) },
    );
    expect(detail.status).toBe(200);
    const body = (await detail.json()) as { order: Record<string, unknown>; timeline: { kind: string }[] };
    expect(body.order).not.toHaveProperty('tokenHash');
    expect(body.order).not.toHaveProperty('tokenSealed');
    expect(body.timeline[0]?.kind).toBe('created');

    await revokeOperator(adminAuth(), email);
    expect((await search(cookie, '')).status).toBe(401);
    expect(await operatorFromSessionCookie(cookie)).toBeNull();
    const record = await adminAuth().getUserByEmail(email);
    expect(record.customClaims?.operator).toBeUndefined();
  });
});
