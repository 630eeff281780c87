import 'server-only';
// Delivery rows: one per (connection, file key). Queueing a file again resets the same row, and
// its remote id stays, so the next attempt updates what the last one created at the target.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deliveries, deliveryConnections } from '../db/schema';
import type { DeliveryErrorCode, DeliveryReceipt } from './targets/types';

export type DeliveryRow = typeof deliveries.$inferSelect;

export type DeliveryView = {
  id: string;
  connectionId: string;
  fileKey: string;
  displayName: string;
  state: DeliveryRow['state'];
  remoteId: string | null;
  remoteUrl: string | null;
  /** `delivery.errors.<code>` on the page; the target's own words stay on the server. */
  errorCode: DeliveryErrorCode | null;
  updatedAt: string;
};

/** Queue (or queue again) each file for the connection; answers the row ids in the files' order. */
export async function queueDeliveries(
  db: Db,
  p: { orderId: string; connectionId: string; files: { key: string; displayName: string }[] },
): Promise<string[]> {
  const ids: string[] = [];
  for (const file of p.files) {
    const [row] = await db
      .insert(deliveries)
      .values({
        id: randomUUID(),
        orderId: p.orderId,
        connectionId: p.connectionId,
        fileKey: file.key,
        displayName: file.displayName,
      })
      .onConflictDoUpdate({
        target: [deliveries.connectionId, deliveries.fileKey],
        set: {
          state: 'queued',
          attempts: 0,
          errorCode: null,
          errorDetail: null,
          displayName: file.displayName,
          updatedAt: new Date(),
        },
      })
      .returning({ id: deliveries.id });
    ids.push(row!.id);
  }
  return ids;
}

export async function deliveryById(db: Db, id: string): Promise<DeliveryRow | null> {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id));
  return row ?? null;
}

export async function markSending(db: Db, id: string): Promise<void> {
  await db
    .update(deliveries)
    .set({ state: 'sending', attempts: sql`${deliveries.attempts} + 1`, updatedAt: new Date() })
    .where(eq(deliveries.id, id));
}

export async function markDelivered(db: Db, id: string, receipt: DeliveryReceipt): Promise<void> {
  const now = new Date();
  await db
    .update(deliveries)
    .set({
      state: 'delivered',
      remoteId: receipt.remoteId,
      remoteUrl: receipt.url ?? null,
      errorCode: null,
      errorDetail: null,
      updatedAt: now,
      deliveredAt: now,
    })
    .where(eq(deliveries.id, id));
}

/** `final`: no retry is left (shown as failed); otherwise it waits for the queue's next attempt. */
export async function markFailed(
  db: Db,
  id: string,
  p: { code: DeliveryErrorCode; detail: string; final: boolean },
): Promise<void> {
  await db
    .update(deliveries)
    .set({
      state: p.final ? 'failed' : 'queued',
      errorCode: p.code,
      errorDetail: p.detail.slice(0, 1000),
      updatedAt: new Date(),
    })
    .where(eq(deliveries.id, id));
}

/** Every delivery of an order to the viewer's own connections, for the order page. */
export async function orderDeliveries(db: Db, orderId: string, ownerUid: string): Promise<DeliveryView[]> {
  const rows = await db
    .select({ d: deliveries })
    .from(deliveries)
    .innerJoin(deliveryConnections, eq(deliveries.connectionId, deliveryConnections.id))
    .where(and(eq(deliveries.orderId, orderId), eq(deliveryConnections.ownerUid, ownerUid)))
    .orderBy(asc(deliveries.displayName));
  return rows.map(({ d }) => ({
    id: d.id,
    connectionId: d.connectionId,
    fileKey: d.fileKey,
    displayName: d.displayName,
    state: d.state,
    remoteId: d.remoteId,
    remoteUrl: d.remoteUrl,
    errorCode: d.errorCode as DeliveryErrorCode | null,
    updatedAt: d.updatedAt.toISOString(),
  }));
}
