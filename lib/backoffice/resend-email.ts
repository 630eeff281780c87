import 'server-only';
// Server only: an operator sends the delivery e-mail of a ready order again — to the buyer's own
// address only (taken from the order, never from the request). The operator's page gives each
// confirmation its own key: the outbox row is named by it, so a double click, a retried request
// or a second tab with the same key sends one mail and writes one audit entry.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox, orders } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { SEND_EMAIL } from '../orders/fulfilment/jobs';
import { recordAudit } from './audit';
import type { Operator } from './operator';

export type ResendDeps = {
  queue: JobQueue;
  confirmation: (orderId: string) => Promise<{ to: string; subject: string; body: string } | null>;
};

export type ResendResult = 'queued' | 'already-queued' | 'not-found' | 'not-ready';

export async function resendDeliveryEmail(
  db: Db,
  deps: ResendDeps,
  operator: Pick<Operator, 'uid' | 'email'>,
  input: { orderId: string; key: string },
): Promise<ResendResult> {
  const [order] = await db
    .select({ status: orders.status, email: orders.email })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (!order) return 'not-found';
  if (order.status !== 'ready') return 'not-ready';
  const email = await deps.confirmation(input.orderId);
  if (!email) return 'not-found';
  const id = `resend-${input.orderId}-${input.key}`;
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(emailOutbox)
      .values({ id, orderId: input.orderId, to: order.email, subject: email.subject, body: email.body })
      .onConflictDoNothing()
      .returning({ id: emailOutbox.id });
    if (rows.length === 0) return false;
    await recordAudit(tx, operator, {
      action: 'resend-delivery-email',
      orderId: input.orderId,
      after: { emailId: id, to: order.email },
    });
    return true;
  });
  await deps.queue.send(SEND_EMAIL, { emailId: id }, { singletonKey: id });
  return inserted ? 'queued' : 'already-queued';
}
