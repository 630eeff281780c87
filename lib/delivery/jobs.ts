import 'server-only';
// Delivery as a job on the shared queue ([deliver]): `deliver-file` sends one delivery row. At least
// once, so it is idempotent: a delivered row is left alone, and a repeat hands the target the last
// receipt so it updates instead of duplicating. A retryable refusal (quota, target down) throws
// back to the queue (retries with back-off); a final one (credentials revoked, permission missing,
// format rejected) ends the row at once with its code; the dead letter ends what ran out of retries.
import type { Db } from '../db/client';
import type { JobInfo, JobPolicy, JobQueue } from '../jobs/queue';
import type { FileStore } from '../orders/storage/file-store';
import type { SecretRing } from '../security/app-keys';
import { markRevoked, openCredentials, replaceCredentials } from './connections';
import { deliveryFile } from './convert';
import { deliveryById, markDelivered, markFailed, markSending } from './deliveries';
import { orderFileSources } from './order-files';
import { deliveryConnections } from '../db/schema';
import { eq } from 'drizzle-orm';
import type { AnyTarget } from './targets/registry';
import { DeliveryError, TARGET_IDS, type TargetId } from './targets/types';

export const DELIVER_FILE = 'deliver-file';

/** About 10 s, 20 s, 40 s, 80 s, 160 s apart; an attempt converts, uploads and waits for a build. */
export const deliverPolicy: JobPolicy = {
  retryLimit: 5,
  retryDelaySeconds: 10,
  backoff: true,
  expireInSeconds: 300,
};

export type DeliverJobData = { deliveryId: string };

export type DeliveryJobDeps = {
  db: Db;
  ring: SecretRing;
  store: Pick<FileStore, 'get'>;
  targetOf: (id: TargetId) => AnyTarget | null;
  /** Conversion, replaceable in tests that do not need ffmpeg. */
  toFile?: typeof deliveryFile;
};

export const enqueueDelivery = (queue: JobQueue, deliveryId: string) =>
  queue.send(DELIVER_FILE, { deliveryId } satisfies DeliverJobData, { singletonKey: deliveryId });

const isTargetId = (value: string): value is TargetId => (TARGET_IDS as readonly string[]).includes(value);

/** The reason a delivery cannot even start; it ends the row without a retry. */
class Final extends DeliveryError {
  constructor(code: DeliveryError['code'], detail: string) {
    super(code, false, detail);
  }
}

export async function handleDeliverJob(
  deps: DeliveryJobDeps,
  { deliveryId }: DeliverJobData,
  job?: JobInfo,
): Promise<void> {
  const { db } = deps;
  const row = await deliveryById(db, deliveryId);
  if (!row || row.state === 'delivered' || row.state === 'failed') return;
  try {
    const [connection] = await db
      .select()
      .from(deliveryConnections)
      .where(eq(deliveryConnections.id, row.connectionId));
    if (!connection) throw new Final('not-found', 'the connection was deleted');
    if (connection.status === 'revoked')
      throw new Final('credentials-revoked', 'the connection was refused earlier');
    const target = isTargetId(connection.target) ? deps.targetOf(connection.target) : null;
    if (!target) throw new Final('not-found', `target ${connection.target} is not offered`);
    const credentials = await openCredentials(db, deps.ring, connection, target);
    if (credentials === null) throw new Final('credentials-revoked', 'the sealed credentials do not open');
    const source = (await orderFileSources(db, row.orderId, { kind: 'order' })).find(
      (f) => f.key === row.fileKey,
    );
    const bytes = source ? await deps.store.get(source.storageKey) : null;
    if (!source || !bytes) throw new Final('not-found', 'the order file is not stored');
    await markSending(db, deliveryId);
    const { storageKey: _s, itemId: _i, ...meta } = source;
    const file = await (deps.toFile ?? deliveryFile)(bytes, meta, target.format);
    const previous = row.remoteId ? { remoteId: row.remoteId, url: row.remoteUrl ?? undefined } : undefined;
    const result = await target.deliver({ credentials, file, previous });
    if (result.credentials !== undefined)
      await replaceCredentials(db, deps.ring, connection.id, result.credentials);
    await markDelivered(db, deliveryId, result.receipt);
    console.info(`[deliver] ${deliveryId} delivered to ${connection.target} as ${result.receipt.remoteId}`);
  } catch (error) {
    const refusal =
      error instanceof DeliveryError
        ? error
        : new DeliveryError('unavailable', true, `${(error as Error).name}: ${(error as Error).message}`);
    // Rotated before the failure (a spent single-use refresh token): keep the new pair, or the
    // next attempt would refresh with the old one and the connection would be lost.
    if (refusal.credentials !== undefined)
      await replaceCredentials(db, deps.ring, row.connectionId, refusal.credentials);
    if (refusal.code === 'credentials-revoked') await markRevoked(db, row.connectionId);
    // Logged with its code and the target's words only: never the credentials or the file.
    console.warn(`[deliver] ${deliveryId} attempt ${job?.attempt ?? 1}: ${refusal.code} (${refusal.detail})`);
    const lastAttempt = (job?.attempt ?? 1) > deliverPolicy.retryLimit;
    await markFailed(db, deliveryId, {
      code: refusal.code,
      detail: refusal.detail,
      final: !refusal.retryable || lastAttempt,
    });
    if (refusal.retryable && !lastAttempt) throw refusal;
  }
}

/** Every retry failed (or its worker died each time): the row ends failed with its last reason. */
export async function handleDeliverDead(
  deps: DeliveryJobDeps,
  { deliveryId }: DeliverJobData,
): Promise<void> {
  const row = await deliveryById(deps.db, deliveryId);
  if (!row || row.state === 'delivered' || row.state === 'failed') return;
  await markFailed(deps.db, deliveryId, {
    code: (row.errorCode as DeliveryError['code'] | null) ?? 'unavailable',
    detail: row.errorDetail ?? 'no attempt finished',
    final: true,
  });
}

export async function startDeliveryWorkers(queue: JobQueue, deps: DeliveryJobDeps): Promise<void> {
  await queue.define(DELIVER_FILE, deliverPolicy);
  await queue.work<DeliverJobData>(DELIVER_FILE, (data, job) => handleDeliverJob(deps, data, job));
  await queue.work<DeliverJobData>(`${DELIVER_FILE}-dead`, (data) => handleDeliverDead(deps, data));
}
