import 'server-only';
// Server only: deleting an account. Orders keep their invoices (legal retention) but lose the link
// to the deleted account; the unlink and the provider deletion succeed or fail together.
import { eq } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '../db/client';
import { customers, orders, pronunciations } from '../db/schema';
import { adminAuth } from './admin';

/** Hook point for commerce: everything that must forget the account. Runs inside the deletion transaction. */
export async function onAccountDeleted(uid: string, tx: Db | Tx): Promise<void> {
  await tx.update(orders).set({ userId: null }).where(eq(orders.userId, uid));
  await tx.update(customers).set({ userId: null }).where(eq(customers.userId, uid));
  // The dictionary is the visitor's own words, kept for nobody else: it goes with the account.
  await tx.delete(pronunciations).where(eq(pronunciations.userId, uid));
}

/** Unlink the user's data, then delete the user at the provider; a provider failure rolls the unlink back. */
export async function deleteAccount(uid: string, db?: Db): Promise<void> {
  const handle = db ?? (await getDb());
  await handle.transaction(async (tx) => {
    await onAccountDeleted(uid, tx);
    await adminAuth().deleteUser(uid);
  });
}
