// Resending the delivery e-mail on PGlite: only for a ready order, only to the order's own address,
// through the outbox (.eml in a temp folder), once per double click, audited.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { customers, emailOutbox, orders } from '@/lib/db/schema';
import { orderAudit } from '@/lib/backoffice/audit';
import { resendDeliveryEmail } from '@/lib/backoffice/resend';

let db: Db;
let close: () => Promise<void>;
const operator = { uid: 'op', email: 'op@example.com' };
const dir = mkdtempSync(path.join(tmpdir(), 'gs-resend-'));
const outbox = { dir, mailer: null, from: 'shop@example.com' };

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
  await db.insert(customers).values({ id: 'c1', email: 'buyer@example.com', name: 'B', country: 'DE' });
  for (const [id, status] of [['ready1', 'ready'], ['pend1', 'pending']] as const) {
    await db.insert(orders).values({
      id, reference: `R-${id}`, status, customerId: 'c1', email: 'buyer@example.com', locale: 'de', currency: 'EUR', country: 'DE',
      vatMode: 'standard', vatRateBp: 1900, netTotal: 1000, vatTotal: 190, grossTotal: 1190, tokenHash: `h-${id}`, tokenSealed: 's',
    });
  }
}, 120_000);
afterAll(async () => close?.());

describe('resendDeliveryEmail', () => {
  it('sends one e-mail to the buyer per double click and audits it', async () => {
    const now = new Date('2026-11-01T10:00:10Z');
    expect(await resendDeliveryEmail(db, outbox, operator, 'ready1', now)).toEqual({ outcome: 'done' });
    expect(await resendDeliveryEmail(db, outbox, operator, 'ready1', new Date('2026-11-01T10:00:40Z'))).toEqual({ outcome: 'unchanged' });
    const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.orderId, 'ready1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: 'buyer@example.com', status: 'written' });
    expect(rows[0]?.subject).toContain('R-ready1');
    expect(readdirSync(dir)).toHaveLength(1);
    expect((await orderAudit(db, 'ready1')).map((a) => a.action)).toEqual(['resend-delivery']);
  });

  it('refuses an order without files', async () => {
    expect(await resendDeliveryEmail(db, outbox, operator, 'pend1')).toMatchObject({ outcome: 'refused' });
    expect(await resendDeliveryEmail(db, outbox, operator, 'none')).toEqual({ outcome: 'not-found' });
  });
});
