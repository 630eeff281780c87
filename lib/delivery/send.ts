import 'server-only';
// What the delivery routes do, for a signed-in customer only: connect a target (its credentials
// checked once, then sealed), disconnect (revoke, delete), and send an order's files (one queued
// delivery row and job each). Owner checks happen here, so a route cannot forget them.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { jobQueue } from '../orders/fulfilment/job-queue';
import { appSecrets } from '../security/app-keys';
import {
  createConnection,
  deleteConnection,
  listConnections,
  ownConnection,
  type ConnectionView,
} from './connections';
import { orderDeliveries, queueDeliveries, type DeliveryView } from './deliveries';
import { enqueueDelivery } from './jobs';
import { orderFileSources, type SendScope } from './order-files';
import { registeredTargets } from './targets/registry';
import { targetOf } from './service';
import { DeliveryError, type ConnectField, type TargetId } from './targets/types';

export type TargetChoice = { id: TargetId; fields: readonly ConnectField[] };

/** The targets a customer can connect with typed fields here (OAuth targets have their own routes). */
export function connectableTargets(): TargetChoice[] {
  return registeredTargets().flatMap((id) => {
    const method = targetOf(id)?.connectMethod;
    return method?.kind === 'fields' ? [{ id, fields: method.fields }] : [];
  });
}

export const connectionsOf = (db: Db, uid: string) => listConnections(db, uid);

export async function connectWithFields(
  db: Db,
  uid: string,
  p: { target: TargetId; label: string; fields: Record<string, string> },
): Promise<ConnectionView | DeliveryError> {
  const method = targetOf(p.target)?.connectMethod;
  if (method?.kind !== 'fields')
    return new DeliveryError('not-found', false, `${p.target} does not connect with fields`);
  try {
    // The external id is ours, made once per connection (Amazon Connect's role trust needs it).
    const credentials = await method.connect(p.fields, { externalId: randomUUID() });
    return await createConnection(db, appSecrets(), {
      ownerUid: uid,
      target: p.target,
      label: p.label,
      credentials,
    });
  } catch (error) {
    if (error instanceof DeliveryError) return error;
    throw error;
  }
}

export const disconnect = (db: Db, uid: string, id: string) =>
  deleteConnection(db, appSecrets(), uid, id, targetOf);

/**
 * Queue the scope's files for the owner's connection. A file already being sent is queued again
 * too: its row goes back to `queued` and the next job sends it once more into the same place.
 */
export async function sendOrderFiles(
  db: Db,
  uid: string,
  orderId: string,
  p: { connectionId: string; scope: SendScope },
): Promise<DeliveryView[] | 'no-connection' | 'no-files'> {
  const connection = await ownConnection(db, uid, p.connectionId);
  if (!connection) return 'no-connection';
  const sources = await orderFileSources(db, orderId, p.scope);
  if (sources.length === 0) return 'no-files';
  const ids = await queueDeliveries(db, { orderId, connectionId: connection.id, files: sources });
  const queue = await jobQueue();
  for (const id of ids) await enqueueDelivery(queue, id);
  return orderDeliveries(db, orderId, uid);
}

export const deliveriesOf = orderDeliveries;
