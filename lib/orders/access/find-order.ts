import 'server-only';
// Who may see an order: its signed-in owner, or whoever holds its secret token. Everyone else
// gets the same "not found" — no hint whether the order exists.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { appSecrets, type SecretRing } from '../../security/app-keys';
import { tokenMatches } from './tokens';

export type Viewer = { token?: string | null; userId?: string | null };

export type OrderRow = typeof orders.$inferSelect;

export async function findAccessibleOrder(
  db: Db,
  orderId: string,
  viewer: Viewer,
  ring: SecretRing = appSecrets(),
): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) {
    // Spend the same hashing work as a real check, so timing does not reveal existence.
    tokenMatches(ring, viewer.token ?? 'x', '0'.repeat(64));
    return null;
  }
  const byToken = tokenMatches(ring, viewer.token, order.tokenHash);
  const byOwner = Boolean(viewer.userId && order.userId && viewer.userId === order.userId);
  return byToken || byOwner ? order : null;
}
