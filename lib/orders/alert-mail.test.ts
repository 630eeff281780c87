// Alerts by mail: each new alert is one outbox row to the operator, delivered once, whatever
// raised it (the payment path here) and however often or by how many instances the sweep runs.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/client';
import { emailOutbox, orders } from '../db/schema';
import { recordingQueue } from '../jobs/recording-queue.test-kit';
import { mailNewAlerts, startAlertMail, type AlertMailDeps } from './alert-mail';
import type { Mailer } from './delivery/outbox';
import { placeTestOrder, testSeller } from './paid-order.test-kit';
import { confirmPayment } from './transitions';

let db: Db;
let close: () => Promise<void>;
let dir: string;
let deps: AlertMailDeps;
const secret = 'test-secret-0123456789';

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
  dir = mkdtempSync(path.join(tmpdir(), 'gs-alert-mail-'));
  deps = {
    db,
    outbox: { dir, mailer: null, from: 'Shop <s@example.com>' },
    to: 'ops@example.com',
    siteUrl: 'https://shop.example',
  };
});
afterAll(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

/** Pay an order with a different amount than it costs: the payment-mismatch alert. */
async function mismatchedOrder(email: string) {
  const order = await placeTestOrder(db, { secret, buyer: { email, name: 'B', country: 'IE' } });
  const result = await confirmPayment(db, {
    orderId: order.orderId,
    provider: 'test',
    providerPaymentId: `pay_${order.orderId}`,
    amount: order.gross - 1,
    currency: 'EUR',
    eventId: `evt_${order.orderId}`,
    eventType: 'test.succeeded',
    seller: testSeller,
    paymentMethodLabel: 'test',
  });
  expect(result).toBe('amount-mismatch');
  return order;
}

const operatorMail = (orderId: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.orderId, orderId))
    .then((rows) => rows.filter((r) => r.to === 'ops@example.com'));

describe('mailNewAlerts', () => {
  it('mails a new alert once to the operator, with the order and a link to its admin page', async () => {
    const order = await mismatchedOrder('one@example.com');
    const first = await mailNewAlerts(deps);
    expect(first).toHaveLength(1);
    const [row] = await operatorMail(order.orderId);
    expect(row?.id).toBe(first[0]);
    expect(row?.status).toBe('written');
    expect(row?.subject).toContain(order.reference);
    expect(row?.body).toContain('payment-mismatch');
    expect(row?.body).toContain(`https://shop.example/admin/orders/${order.orderId}/`);
    const files = readdirSync(dir).filter((f) => f.includes(row?.id ?? '?'));
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(dir, files[0] ?? ''), 'utf8')).toContain('To: ops@example.com');

    // The job retried, and another sweep later: nothing more goes out.
    expect(await mailNewAlerts(deps)).toEqual([]);
    expect(await mailNewAlerts(deps)).toEqual([]);
    expect(await operatorMail(order.orderId)).toHaveLength(1);
  });

  it('sends one mail when two instances sweep the same new alert at the same time', async () => {
    const order = await mismatchedOrder('two@example.com');
    const sent: string[] = [];
    const mailer: Mailer = async (email) => {
      sent.push(email.id);
    };
    const smtp = { ...deps, outbox: { ...deps.outbox, mailer } };
    const [a, b] = await Promise.all([mailNewAlerts(smtp), mailNewAlerts(smtp)]);
    expect([...a, ...b]).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(await operatorMail(order.orderId)).toHaveLength(1);
  });

  it('mails a different alert on the same order as a new one, and contradicting country evidence too', async () => {
    const order = await placeTestOrder(db, {
      secret,
      buyer: { email: 'three@example.com', name: 'B', country: 'IE' },
    });
    expect(
      await confirmPayment(db, {
        orderId: order.orderId,
        provider: 'test',
        providerPaymentId: `pay_${order.orderId}`,
        amount: order.gross,
        currency: 'EUR',
        eventId: `evt_${order.orderId}`,
        eventType: 'test.succeeded',
        seller: testSeller,
        paymentMethodLabel: 'test',
        payerCountry: { source: 'card-country', country: 'DE' },
      }),
    ).toBe('paid');
    expect(await mailNewAlerts(deps)).toHaveLength(1);
    const [first] = await operatorMail(order.orderId);
    expect(first?.body).toContain('country-evidence');
    expect(first?.body).toContain('card-country=DE');

    await db
      .update(orders)
      .set({ alert: 'refund-failed: card expired', updatedAt: new Date() })
      .where(eq(orders.id, order.orderId));
    expect(await mailNewAlerts(deps)).toHaveLength(1);
    expect(await operatorMail(order.orderId)).toHaveLength(2);
  });

  it('leaves alerts older than the look-back alone (no mail for the archive on a first start)', async () => {
    const order = await mismatchedOrder('four@example.com');
    const later = new Date(Date.now() + 4 * 24 * 3600_000);
    expect(await mailNewAlerts(deps, later)).toEqual([]);
    expect(await operatorMail(order.orderId)).toHaveLength(0);
  });
});

describe('startAlertMail', () => {
  it('runs a sweep chain that queues its next run even when a sweep fails', async () => {
    const { queue, sent, workers } = recordingQueue();
    const broken = {
      ...deps,
      db: {
        select: () => {
          throw new Error('database down');
        },
      } as unknown as Db,
    };
    await startAlertMail(queue, broken);
    expect(sent).toEqual([{ name: 'alert-mail', options: { singletonKey: 'alert-mail' } }]);
    await expect(workers.get('alert-mail')?.()).rejects.toThrow('database down');
    expect(sent[1]).toEqual({
      name: 'alert-mail',
      options: { singletonKey: 'alert-mail', startAfterSeconds: 30 },
    });
  });
});
