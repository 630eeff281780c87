import 'server-only';
// The buyer's order link. It carries the access token, so it is built when needed (the checkout
// answer, a mail at delivery) and never stored.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { env } from '../../env';
import type { SecretRing } from '../../security/app-keys';
import { unsealToken } from '../access/tokens';

export function orderLink(orderId: string, token: string): string {
  return `${env().SITE_URL.replace(/\/$/, '')}/order/?id=${encodeURIComponent(orderId)}&token=${encodeURIComponent(token)}`;
}

/** The link of a stored order, from its sealed token; null when the order or the seal is gone. */
export async function storedOrderLink(db: Db, ring: SecretRing, orderId: string): Promise<string | null> {
  const [order] = await db.select({ sealed: orders.tokenSealed }).from(orders).where(eq(orders.id, orderId));
  const token = order ? unsealToken(ring, order.sealed) : null;
  return token ? orderLink(orderId, token) : null;
}
