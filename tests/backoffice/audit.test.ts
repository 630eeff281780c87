// The audit trail on embedded PGlite with the real migrations: rows come back per order in order,
// and the database itself refuses to rewrite or delete history (migration 0010's trigger).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { appendAudit, orderAudit } from '@/lib/backoffice/audit';

let db: Db;
let close: () => Promise<void>;
const operator = { uid: 'op-1', email: 'op@example.com' };

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
}, 120_000);
afterAll(async () => close?.());

describe('admin audit', () => {
  it('records who did what to which order, with amounts and before → after', async () => {
    await appendAudit(db, operator, { action: 'refund', orderId: 'o1', amount: 500, currency: 'EUR', before: { status: 'ready' }, after: { status: 'refunded' } });
    await appendAudit(db, operator, { action: 'alert-handled', orderId: 'o1', note: 'Called the bank' });
    await appendAudit(db, operator, { action: 'cancel', orderId: 'o2' });
    const trail = await orderAudit(db, 'o1');
    expect(trail.map((r) => r.action)).toEqual(['refund', 'alert-handled']);
    expect(trail[0]).toMatchObject({ operatorUid: 'op-1', operatorEmail: 'op@example.com', amount: 500, currency: 'EUR', before: { status: 'ready' }, after: { status: 'refunded' } });
    expect(trail[1]?.note).toBe('Called the bank');
    expect(trail[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('is append-only: UPDATE and DELETE are refused by the database', async () => {
    await expect(db.execute(sql`UPDATE admin_audit SET note = 'rewritten'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM admin_audit`)).rejects.toThrow();
    expect((await orderAudit(db, 'o1')).map((r) => r.note)).toEqual([null, 'Called the bank']);
  });
});
