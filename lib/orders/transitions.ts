import 'server-only';
// The order state machine: pending → paid → rendering → ready | failed; paid/ready → refunded.
// Every transition is a conditional update inside a transaction, and every provider event is
// recorded by id in the same transaction, so replays and races change nothing twice.
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  invoiceCounters,
  invoices,
  orders,
  payments,
  processedEvents,
  type CountryEvidence,
  type InvoiceKind,
  type PaymentProvider,
} from '../db/schema';
import { splitProportionally } from '../payments/proportional-split';
import { newId } from './access/tokens';

/** What can be refunded: anything paid for that is not refunded yet. */
const refundableStatuses: readonly string[] = ['paid', 'rendering', 'ready', 'failed'];

export type Seller = { name: string; address: string; country: string; vatId: string; email: string };

export type PaymentConfirmation = {
  orderId: string;
  provider: PaymentProvider;
  providerPaymentId: string;
  captureId?: string | null;
  amount: number;
  currency: string;
  /** The provider's event id (webhook) or a synthetic one (capture, test); processed at most once. */
  eventId: string;
  eventType: string;
  seller: Seller;
  paymentMethodLabel: string;
  /** The payer's card or PayPal country, kept with the order as evidence of the buyer's country. */
  payerCountry?: CountryEvidence | null;
};

export type ConfirmResult = 'paid' | 'duplicate-event' | 'already-paid' | 'amount-mismatch' | 'unknown-order';

/** Record the event id; false when it was seen before (the unique key refuses it). */
async function claimEvent(tx: Tx, provider: string, eventId: string, type: string, orderId: string | null) {
  const inserted = await tx
    .insert(processedEvents)
    .values({ provider, eventId, type, orderId })
    .onConflictDoNothing()
    .returning({ eventId: processedEvents.eventId });
  return inserted.length === 1;
}

/** Next number in the kind's yearly sequence; the counter row stays locked until commit (gapless). */
async function nextInvoiceNumber(tx: Tx, kind: InvoiceKind, year: number) {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('invoice counter did not return a value');
  const prefix = kind === 'invoice' ? 'GS' : 'GS-CN';
  return { sequence: row.last, number: `${prefix}-${year}-${String(row.last).padStart(6, '0')}` };
}

type DocumentAmounts = { net: number; vat: number; gross: number };

async function issueInvoice(
  tx: Tx,
  orderId: string,
  kind: InvoiceKind,
  seller: Seller,
  paymentMethod: string,
  amounts: DocumentAmounts,
) {
  const year = new Date().getUTCFullYear();
  const { sequence, number } = await nextInvoiceNumber(tx, kind, year);
  await tx
    .insert(invoices)
    .values({ id: newId(), orderId, kind, number, year, sequence, seller, paymentMethod, ...amounts });
  return number;
}

/** What the order's credit notes gave back so far (a note without amounts was for the whole order). */
export async function creditedSoFar(
  db: Db | Tx,
  order: { id: string; netTotal: number; vatTotal: number; grossTotal: number },
): Promise<DocumentAmounts> {
  const notes = await db
    .select({ net: invoices.net, vat: invoices.vat, gross: invoices.gross })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'credit-note')));
  return notes.reduce<DocumentAmounts>(
    (sum, note) => ({
      net: sum.net + (note.net ?? order.netTotal),
      vat: sum.vat + (note.vat ?? order.vatTotal),
      gross: sum.gross + (note.gross ?? order.grossTotal),
    }),
    { net: 0, vat: 0, gross: 0 },
  );
}

/** Thrown inside the refund's transaction so an over-refund rolls back its claimed event id too. */
class OverRefund extends Error {}

export async function confirmPayment(db: Db, c: PaymentConfirmation): Promise<ConfirmResult> {
  const result = await db.transaction(async (tx) => {
    // Lock the order row: concurrent confirmations (webhook + capture) queue here.
    const [order] = await tx.select().from(orders).where(eq(orders.id, c.orderId)).for('update');
    if (!order) return 'unknown-order';
    if (!(await claimEvent(tx, c.provider, c.eventId, c.eventType, c.orderId))) return 'duplicate-event';
    if (order.grossTotal !== c.amount || order.currency.toUpperCase() !== c.currency.toUpperCase()) {
      // Never fulfilled; the order carries the alert so the operator sees it beside the order.
      await tx
        .update(orders)
        .set({ alert: paymentMismatchAlert(order, c), updatedAt: new Date() })
        .where(eq(orders.id, c.orderId));
      return 'amount-mismatch';
    }
    await tx
      .insert(payments)
      .values({
        id: newId(),
        orderId: c.orderId,
        provider: c.provider,
        providerPaymentId: c.providerPaymentId,
        providerCaptureId: c.captureId ?? null,
        status: 'succeeded',
        amount: c.amount,
        currency: c.currency.toUpperCase(),
      })
      .onConflictDoUpdate({
        target: [payments.provider, payments.providerPaymentId],
        set: { status: 'succeeded', providerCaptureId: c.captureId ?? null, updatedAt: new Date() },
      });
    // An expired order whose payment still arrives (a late 3-D Secure, or a newer checkout that
    // superseded it mid-payment) is paid: the buyer's money is taken, so the buyer gets the files.
    const evidence = c.payerCountry ? [...order.countryEvidence, c.payerCountry] : order.countryEvidence;
    const moved = await tx
      .update(orders)
      .set({
        status: 'paid',
        paidAt: new Date(),
        updatedAt: new Date(),
        paymentProvider: c.provider,
        countryEvidence: evidence,
      })
      .where(and(eq(orders.id, c.orderId), inArray(orders.status, ['pending', 'expired'])))
      .returning({ id: orders.id });
    if (moved.length === 0) return 'already-paid';
    const existing = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.orderId, c.orderId), eq(invoices.kind, 'invoice')));
    if (existing.length === 0)
      await issueInvoice(tx, c.orderId, 'invoice', c.seller, c.paymentMethodLabel, {
        net: order.netTotal,
        vat: order.vatTotal,
        gross: order.grossTotal,
      });
    return 'paid';
  });
  if (result === 'amount-mismatch') {
    console.error(
      `[alert] payment-mismatch order=${c.orderId} provider=${c.provider} payment=${c.providerPaymentId} ` +
        `paid=${c.amount} ${c.currency.toUpperCase()}: refused from fulfilment`,
    );
  }
  if (result === 'paid' && c.payerCountry) {
    const [row] = await db
      .select({ evidence: orders.countryEvidence })
      .from(orders)
      .where(eq(orders.id, c.orderId));
    if (row && !evidenceAgrees(row.evidence)) {
      // Both pieces are kept; contradicting ones need a third before the VAT return (EU rules).
      // An alert the operator sees (and is mailed), unless the order already carries one.
      await db
        .update(orders)
        .set({
          alert: `country-evidence: ${row.evidence.map((e) => `${e.source}=${e.country}`).join(' ')}`.slice(
            0,
            300,
          ),
          updatedAt: new Date(),
        })
        .where(and(eq(orders.id, c.orderId), isNull(orders.alert)));
      console.warn(
        `[alert] country-evidence order=${c.orderId} ${row.evidence.map((e) => `${e.source}=${e.country}`).join(' ')}`,
      );
    }
  }
  return result;
}

/** The alert an order carries when a payment for it does not match its amount or currency. */
function paymentMismatchAlert(order: { grossTotal: number; currency: string }, c: PaymentConfirmation) {
  return `payment-mismatch: ${c.provider} ${c.providerPaymentId} paid ${c.amount} ${c.currency.toUpperCase()}, order is ${order.grossTotal} ${order.currency.toUpperCase()}`.slice(
    0,
    300,
  );
}

/** True when every piece of evidence names the same country (none or one piece agrees trivially). */
export function evidenceAgrees(evidence: readonly CountryEvidence[]): boolean {
  return new Set(evidence.map((e) => e.country)).size <= 1;
}

/** Record a provider's payment failure; the order stays pending so the buyer can try again. */
export async function recordPaymentFailure(
  db: Db,
  f: {
    orderId: string;
    provider: PaymentProvider;
    providerPaymentId: string;
    eventId: string;
    reason: string;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claimEvent(tx, f.provider, f.eventId, 'payment_failed', f.orderId))) return false;
    await tx
      .update(orders)
      .set({ failureReason: f.reason.slice(0, 300), updatedAt: new Date() })
      .where(and(eq(orders.id, f.orderId), eq(orders.status, 'pending')));
    await tx
      .update(payments)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(payments.provider, f.provider), eq(payments.providerPaymentId, f.providerPaymentId)));
    return true;
  });
}

export type RefundResult =
  'refunded' | 'partially-refunded' | 'duplicate-event' | 'not-refundable' | 'over-refund' | 'unknown-order';

/**
 * A refund of `amount` (minor units; absent = all that is left) with its credit note (own gapless
 * series) for that part: net and VAT split like the order's (largest remainder), and the last
 * refund takes exactly what is left so the notes add up to the invoice. Under the order's row
 * lock, so two refunds never both take the same remainder. The order becomes refunded only once
 * nothing is left; a part keeps its status. More than is left (or nothing) is 'over-refund',
 * which changes nothing — its event id stays unclaimed.
 */
export async function refundOrder(
  db: Db,
  r: {
    orderId: string;
    provider: PaymentProvider;
    eventId: string;
    seller: Seller;
    paymentMethodLabel: string;
    amount?: number;
  },
): Promise<RefundResult> {
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, r.orderId)).for('update');
      if (!order) return 'unknown-order';
      if (!(await claimEvent(tx, r.provider, r.eventId, 'refund', r.orderId))) return 'duplicate-event';
      if (!refundableStatuses.includes(order.status)) return 'not-refundable';
      const credited = await creditedSoFar(tx, order);
      const left = {
        net: order.netTotal - credited.net,
        vat: order.vatTotal - credited.vat,
        gross: order.grossTotal - credited.gross,
      };
      const amount = r.amount ?? left.gross;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left.gross) throw new OverRefund();
      const whole = amount === left.gross;
      const [vat = 0, net = 0] = whole
        ? [left.vat, left.net]
        : splitProportionally(amount, [order.vatTotal, order.netTotal]);
      const now = new Date();
      if (whole) {
        await tx
          .update(orders)
          .set({ status: 'refunded', refundedAt: now, updatedAt: now })
          .where(eq(orders.id, r.orderId));
      } else {
        await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, r.orderId));
      }
      await tx
        .update(payments)
        .set({
          refundedAmount: sql`${payments.refundedAmount} + ${amount}`,
          ...(whole ? { status: 'refunded' as const } : {}),
          updatedAt: now,
        })
        .where(and(eq(payments.orderId, r.orderId), inArray(payments.status, ['succeeded', 'refunded'])));
      await issueInvoice(tx, r.orderId, 'credit-note', r.seller, r.paymentMethodLabel, {
        net,
        vat,
        gross: amount,
      });
      return whole ? 'refunded' : 'partially-refunded';
    });
  } catch (error) {
    if (error instanceof OverRefund) return 'over-refund';
    throw error;
  }
}

/** paid → rendering for exactly one caller; everyone else gets false. */
export async function claimRendering(db: Db, orderId: string): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ status: 'rendering', renderAttempts: sql`${orders.renderAttempts} + 1`, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
    .returning({ id: orders.id });
  return moved.length === 1;
}

export async function finishRendering(
  db: Db,
  orderId: string,
  outcome: { ok: true } | { ok: false; reason: string },
) {
  await db
    .update(orders)
    .set(
      outcome.ok
        ? { status: 'ready', readyAt: new Date(), failureReason: null, updatedAt: new Date() }
        : { status: 'failed', failureReason: outcome.reason.slice(0, 300), updatedAt: new Date() },
    )
    .where(and(eq(orders.id, orderId), eq(orders.status, 'rendering')));
}

/** failed → paid, so fulfilment can run again (retry from the order page or a job). */
export async function requeueFailed(db: Db, orderId: string): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ status: 'paid', fulfilmentDeadAt: null, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'failed')))
    .returning({ id: orders.id });
  return moved.length === 1;
}

/** rendering → paid when a worker died mid-render (no progress for `staleMs`), so it runs again. */
export async function requeueStaleRendering(
  db: Db,
  orderId: string,
  staleMs: number,
  now = new Date(),
): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ status: 'paid', updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'rendering'),
        lt(orders.updatedAt, new Date(now.getTime() - staleMs)),
      ),
    )
    .returning({ id: orders.id });
  return moved.length === 1;
}

/**
 * Orders paid (or put back to paid) at least `idleMs` ago that nobody has started rendering: their
 * job was never queued (the queue failed in the request that confirmed the payment) or was lost.
 * Oldest first; the fulfilment sweep queues them again (a queued order is queued once).
 */
export async function idlePaidOrders(
  db: Db,
  idleMs: number,
  limit: number,
  now = new Date(),
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), lt(orders.updatedAt, new Date(now.getTime() - idleMs))))
    .orderBy(orders.updatedAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The renderer's heartbeat: a 'rendering' order whose updated_at stops moving lost its worker. */
export async function touchRendering(db: Db, orderId: string, now = new Date()): Promise<void> {
  await db
    .update(orders)
    .set({ updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'rendering')));
}

/**
 * Fulfilment gave up (its job went to the dead letters): the order shows 'failed' for good and
 * says so. False when the order is not failed (rendered or refunded meanwhile) or already marked.
 */
export async function markFulfilmentDead(db: Db, orderId: string, reason: string): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({
      status: 'failed',
      fulfilmentDeadAt: new Date(),
      failureReason: reason.slice(0, 300),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(orders.id, orderId),
        // Never a live 'rendering': its renderer may still finish (the caller requeues stale ones).
        inArray(orders.status, ['paid', 'failed']),
        isNull(orders.fulfilmentDeadAt),
      ),
    )
    .returning({ id: orders.id });
  return moved.length === 1;
}
