import 'server-only';
// What an unpaid order may cost: at most one pending order per buyer e-mail and per client address
// a minute (a newer one supersedes it), pending orders expire after PENDING_ORDER_TTL_MS and
// expired ones are deleted after EXPIRED_ORDER_RETENTION_MS. An expired order is never fulfilled
// (fulfilment starts from `paid`) and never counted as a sale (it has no payment and no invoice).
import { createHmac } from 'node:crypto';
import { and, eq, gt, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customers, orders } from '../../db/schema';
import { currentKey, type SecretRing } from '../../security/app-keys';

/** A card payment completes in minutes; two hours leaves room for 3-D Secure and PayPal detours. */
export const PENDING_ORDER_TTL_MS = 2 * 60 * 60 * 1000;
export const EXPIRED_ORDER_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
export const SUPERSEDE_WINDOW_MS = 60 * 1000;

/** The client address as stored: keyed, so the database holds no address. */
export const clientHash = (ring: SecretRing, address: string): string =>
  createHmac('sha256', currentKey(ring, 'client-address')).update(address).digest('hex').slice(0, 32);

/**
 * Inside the transaction that creates a new pending order: expire the same buyer's (by e-mail) or
 * the same address's pending orders of the last minute. The advisory locks serialise two
 * checkouts for one e-mail or address, so both never see "none yet".
 */
export async function supersedeRecentPending(
  tx: Tx,
  who: { email: string; clientHash: string | null },
  now = new Date(),
): Promise<string[]> {
  const email = who.email.toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pending-email:${email}`}))`);
  if (who.clientHash)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pending-client:${who.clientHash}`}))`);
  const sameBuyer = who.clientHash
    ? or(sql`lower(${orders.email}) = ${email}`, eq(orders.clientHash, who.clientHash))
    : sql`lower(${orders.email}) = ${email}`;
  const expired = await tx
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(orders.status, 'pending'),
        gt(orders.createdAt, new Date(now.getTime() - SUPERSEDE_WINDOW_MS)),
        sameBuyer,
      ),
    )
    .returning({ id: orders.id });
  return expired.map((row) => row.id);
}

/** Pending orders older than the TTL become `expired`. Returns how many. */
export async function expireStalePending(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(eq(orders.status, 'pending'), lt(orders.createdAt, new Date(now.getTime() - PENDING_ORDER_TTL_MS))),
    )
    .returning({ id: orders.id });
  return rows.length;
}

/** Expired orders past their retention are deleted with their items, payments and customer rows. */
export async function purgeExpiredOrders(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(orders)
      .where(
        and(
          eq(orders.status, 'expired'),
          lt(orders.updatedAt, new Date(now.getTime() - EXPIRED_ORDER_RETENTION_MS)),
        ),
      )
      .returning({ customerId: orders.customerId });
    const ids = [...new Set(gone.map((row) => row.customerId))];
    if (ids.length > 0) {
      // A customer row belongs to one order; keep it only if another order still points at it.
      await tx
        .delete(customers)
        .where(
          and(
            inArray(customers.id, ids),
            notExists(tx.select().from(orders).where(eq(orders.customerId, customers.id))),
          ),
        );
    }
    return gone.length;
  });
}
