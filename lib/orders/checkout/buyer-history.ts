import 'server-only';
// Orders that follow the buyer: guest orders join the account once its email address is verified,
// and the checkout starts from the details of the account's last order.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orders } from '../../db/schema';

/**
 * Link every guest order placed with this address to the account. Only a verified address
 * counts: anyone can sign up with someone else's address, but only its owner can verify it, and
 * whoever reads that mailbox already holds the orders' links. Orders of another account stay put.
 * Returns how many orders were claimed.
 */
export async function claimGuestOrders(
  db: Db,
  user: { uid: string; email: string | null; emailVerified: boolean },
): Promise<number> {
  if (!user.emailVerified || !user.email) return 0;
  // Checkout stores addresses trimmed and lower-cased (buyerSchema); the provider's may not be.
  const email = user.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(orders)
      .set({ userId: user.uid })
      .where(and(eq(orders.email, email), isNull(orders.userId)))
      .returning({ customerId: orders.customerId });
    for (const { customerId } of claimed)
      await tx
        .update(customers)
        .set({ userId: user.uid })
        .where(and(eq(customers.id, customerId), isNull(customers.userId)));
    return claimed.length;
  });
}

export type LastBuyer = {
  name: string;
  company: string;
  vatId: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
};

/** The buyer details of the account's most recent order, for prefilling the checkout; null if none. */
export async function lastBuyerDetails(db: Db, userId: string): Promise<LastBuyer | null> {
  const [row] = await db
    .select({ customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!row) return null;
  const c = row.customer;
  return {
    name: c.name,
    company: c.company ?? '',
    vatId: c.vatId ?? '',
    street: c.street ?? '',
    postcode: c.postcode ?? '',
    city: c.city ?? '',
    country: c.country,
  };
}
