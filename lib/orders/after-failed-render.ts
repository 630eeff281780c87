// What follows a failed render: another try after a growing pause while attempts remain (busy
// voice engines recover), else the automatic refund. One decision for every caller of fulfilment
// (the in-process runner today, a job queue tomorrow).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

export const MAX_RENDER_ATTEMPTS = 3;

export async function afterFailedRender(
  db: Db,
  orderId: string,
  next: {
    /** Run fulfilment again after `delayMs` (the caller requeues the order then). */
    retry: (delayMs: number) => void;
    /** The last attempt failed: give the money back (refundUndeliverable). */
    refund: () => Promise<unknown>;
    maxAttempts?: number;
  },
): Promise<'retry' | 'refund' | 'unknown-order'> {
  const [row] = await db
    .select({ attempts: orders.renderAttempts })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return 'unknown-order';
  if (row.attempts < (next.maxAttempts ?? MAX_RENDER_ATTEMPTS)) {
    next.retry(5000 * row.attempts);
    return 'retry';
  }
  await next.refund();
  return 'refund';
}
