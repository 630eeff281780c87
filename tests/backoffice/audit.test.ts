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

describe('order detail timeline', () => {
  it('puts creation, payments, files, mails and audit entries in time order; unknown ids are null', async () => {
    const { customers, orders, payments, emailOutbox } = await import('@/lib/db/schema');
    const { loadOrderDetail } = await import('@/lib/backoffice/order-detail');
    await db.insert(customers).values({ id: 'c-t', email: 't@example.com', name: 'T', country: 'DE' });
    await db.insert(orders).values({
      id: 'ot', reference: 'TTTT-0001', status: 'ready', customerId: 'c-t', email: 't@example.com', locale: 'en', currency: 'EUR', country: 'DE',
      vatMode: 'standard', vatRateBp: 1900, netTotal: 1000, vatTotal: 190, grossTotal: 1190, tokenHash: 'ht', tokenSealed: 's',
      createdAt: new Date('2026-10-01T10:00:00Z'), paidAt: new Date('2026-10-01T10:01:00Z'), readyAt: new Date('2026-10-01T10:03:00Z'),
    });
    await db.insert(payments).values({ id: 'p1', orderId: 'ot', provider: 'stripe', providerPaymentId: 'pi_123', providerCaptureId: 'ch_9', status: 'succeeded', amount: 1190, currency: 'EUR', createdAt: new Date('2026-10-01T10:00:30Z') });
    await db.insert(emailOutbox).values({ id: 'm1', orderId: 'ot', to: 't@example.com', subject: 'Your files', body: 'b', status: 'sent', createdAt: new Date('2026-10-01T10:04:00Z') });
    await appendAudit(db, operator, { action: 'resend-delivery', orderId: 'ot' });
    const detail = await loadOrderDetail(db, 'ot');
    expect(detail?.customer.name).toBe('T');
    expect(detail?.events.map((e) => e.kind)).toEqual(['created', 'payment', 'paid', 'ready', 'email', 'audit']);
    expect(detail?.events[1]?.text).toContain('pi_123 / ch_9');
    expect(detail?.events[5]?.text).toContain('resend-delivery by op@example.com');
    expect(await loadOrderDetail(db, 'missing')).toBeNull();
  });

  it("shows each delivery into a phone system with its state, the target's id and its refusal", async () => {
    const { deliveries, deliveryConnections } = await import('@/lib/db/schema');
    const { loadOrderDetail } = await import('@/lib/backoffice/order-detail');
    await db.insert(deliveryConnections).values({ id: 'conn-1', ownerUid: 'u1', target: 'twilio', label: 'Desk', credentialsSealed: 'v1.x' });
    await db.insert(deliveries).values([
      { id: 'd1', orderId: 'ot', connectionId: 'conn-1', fileKey: 'k1', displayName: '01-welcome', state: 'delivered', attempts: 1, remoteId: 'ZH1', remoteUrl: 'https://x.twil.io/01.wav', updatedAt: new Date('2026-10-01T10:05:00Z') },
      { id: 'd2', orderId: 'ot', connectionId: 'conn-1', fileKey: 'k2', displayName: '02-hours', state: 'failed', attempts: 1, errorCode: 'permission-missing', errorDetail: 'Twilio 403 20403: Forbidden', updatedAt: new Date('2026-10-01T10:06:00Z') },
    ]);
    const events = (await loadOrderDetail(db, 'ot'))!.events.filter((e) => e.kind === 'delivery').map((e) => e.text);
    expect(events).toEqual([
      'twilio 01-welcome: delivered after 1 attempt(s) ZH1 https://x.twil.io/01.wav',
      'twilio 02-hours: failed after 1 attempt(s) — permission-missing: Twilio 403 20403: Forbidden',
    ]);
  });

  it('shows each partial refund with how much went back so far, and what is left to refund', async () => {
    const { invoices } = await import('@/lib/db/schema');
    const { loadOrderDetail } = await import('@/lib/backoffice/order-detail');
    const doc = (id: string, kind: 'invoice' | 'credit-note', sequence: number, gross: number, at: string) => ({
      id, orderId: 'ot', kind, number: `${kind}-${sequence}`, year: 2026, sequence, issuedAt: new Date(at), seller: {}, paymentMethod: 'card', gross,
    });
    await db.insert(invoices).values([
      doc('i-ot', 'invoice', 901, 1190, '2026-10-01T10:01:00Z'),
      doc('cn-ot-1', 'credit-note', 901, 300, '2026-10-02T10:00:00Z'),
      doc('cn-ot-2', 'credit-note', 902, 200, '2026-10-03T10:00:00Z'),
    ]);
    const detail = (await loadOrderDetail(db, 'ot'))!;
    expect(detail.events.filter((e) => e.kind === 'partially-refunded').map((e) => e.text)).toEqual(['3.00 EUR of 11.90 EUR', '5.00 EUR of 11.90 EUR']);
    expect(detail.events.filter((e) => e.kind === 'credit-note').map((e) => e.text)).toEqual(['credit-note-901 3.00 EUR', 'credit-note-902 2.00 EUR']);
    expect(detail).toMatchObject({ refunded: 500, refundable: 690 });
  });
});
