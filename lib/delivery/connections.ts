import 'server-only';
// A customer's connected phone systems: created with sealed credentials, listed without them,
// opened (unsealed, parsed with the target's schema, sealed again under the current key after a
// rotation) only inside a delivery job, deleted after the target's revoke.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deliveryConnections } from '../db/schema';
import type { SecretRing } from '../security/app-keys';
import { sealCredentials, unsealCredentials } from './credential-seal';
import type { AnyTarget } from './targets/registry';
import { TARGET_IDS, type TargetId } from './targets/types';

export type ConnectionView = {
  id: string;
  target: TargetId;
  label: string;
  status: 'active' | 'revoked';
  createdAt: string;
};
type Row = typeof deliveryConnections.$inferSelect;

const isTargetId = (value: string): value is TargetId => (TARGET_IDS as readonly string[]).includes(value);

/** What the browser may see of a connection: never its credentials. */
const view = (row: Row): ConnectionView | null =>
  isTargetId(row.target)
    ? {
        id: row.id,
        target: row.target,
        label: row.label,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      }
    : null;

export async function listConnections(db: Db, ownerUid: string): Promise<ConnectionView[]> {
  const rows = await db
    .select()
    .from(deliveryConnections)
    .where(eq(deliveryConnections.ownerUid, ownerUid))
    .orderBy(asc(deliveryConnections.createdAt));
  return rows.map(view).filter((v): v is ConnectionView => v !== null);
}

export async function createConnection(
  db: Db,
  ring: SecretRing,
  p: { ownerUid: string; target: TargetId; label: string; credentials: unknown },
): Promise<ConnectionView> {
  const id = randomUUID();
  const [row] = await db
    .insert(deliveryConnections)
    .values({
      id,
      ownerUid: p.ownerUid,
      target: p.target,
      label: p.label,
      credentialsSealed: sealCredentials(ring, id, p.credentials),
    })
    .returning();
  return view(row!)!;
}

/** The owner's connection row, or null (someone else's id reads the same as a missing one). */
export async function ownConnection(db: Db, ownerUid: string, id: string): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(deliveryConnections)
    .where(and(eq(deliveryConnections.id, id), eq(deliveryConnections.ownerUid, ownerUid)));
  return row ?? null;
}

/** The credentials of a connection, parsed by its target; null when no accepted key opens them. */
export async function openCredentials(
  db: Db,
  ring: SecretRing,
  row: Row,
  target: AnyTarget,
): Promise<unknown> {
  const opened = unsealCredentials(ring, row.id, row.credentialsSealed);
  if (!opened) return null;
  const parsed = target.credentials.safeParse(opened.value);
  if (!parsed.success) return null;
  if (opened.stale) await replaceCredentials(db, ring, row.id, parsed.data);
  return parsed.data;
}

export async function replaceCredentials(
  db: Db,
  ring: SecretRing,
  id: string,
  credentials: unknown,
): Promise<void> {
  await db
    .update(deliveryConnections)
    .set({ credentialsSealed: sealCredentials(ring, id, credentials), updatedAt: new Date() })
    .where(eq(deliveryConnections.id, id));
}

/** The target refused the credentials: the customer must connect again (shown on the account page). */
export async function markRevoked(db: Db, id: string): Promise<void> {
  await db
    .update(deliveryConnections)
    .set({ status: 'revoked', updatedAt: new Date() })
    .where(eq(deliveryConnections.id, id));
}

/** Disconnect: the target's revoke (best effort), then the row and its deliveries are gone. */
export async function deleteConnection(
  db: Db,
  ring: SecretRing,
  ownerUid: string,
  id: string,
  targetOf: (id: TargetId) => AnyTarget | null,
): Promise<boolean> {
  const row = await ownConnection(db, ownerUid, id);
  if (!row) return false;
  const target = isTargetId(row.target) ? targetOf(row.target) : null;
  if (target?.revoke) {
    const credentials = await openCredentials(db, ring, row, target);
    if (credentials !== null)
      await target
        .revoke(credentials)
        .catch((error: unknown) =>
          console.warn(`[deliver] revoke of connection ${id} failed: ${(error as Error).name}`),
        );
  }
  await db.delete(deliveryConnections).where(eq(deliveryConnections.id, id));
  return true;
}
