import 'server-only';
// What the delivery routes do, for a signed-in customer only: connect a target (its credentials
// checked once, then sealed), disconnect (revoke, delete), and send an order's files (one queued
// delivery row and job each). Owner checks happen here, so a route cannot forget them.
import type { Db } from '../db/client';
import { jobQueue } from '../orders/fulfilment/job-queue';
import { env } from '../env';
import { appSecrets } from '../security/app-keys';
import {
  createConnection,
  deleteConnection,
  listConnections,
  ownConnection,
  type ConnectionView,
} from './connections';
import { orderDeliveries, queueDeliveries, type DeliveryView } from './deliveries';
import { externalIdFor } from './external-id';
import { enqueueDelivery } from './jobs';
import { declinedReturn, finishOAuth, startOAuth, type OAuthOutcome } from './oauth-flow';
import { orderFileSources, type SendScope } from './order-files';
import { registeredTargets } from './targets/registry';
import { targetOf } from './service';
import { DeliveryError, type ConnectField, type TargetId } from './targets/types';

export type TargetChoice = {
  id: TargetId;
  kind: 'fields' | 'oauth';
  fields: readonly ConnectField[];
  /** Shown before connecting: Amazon Connect's role trust policy must require it. */
  externalId?: string;
};

/**
 * The targets a customer can connect: typed fields here, or a button to the target's sign-in
 * (OAuth, its own routes). The external id is the customer's own, the same one connect uses.
 */
export function connectableTargets(uid: string): TargetChoice[] {
  return registeredTargets().flatMap((id): TargetChoice[] => {
    const method = targetOf(id)?.connectMethod;
    if (!method) return [];
    if (method.kind === 'oauth') return [{ id, kind: 'oauth', fields: [] }];
    const choice: TargetChoice = { id, kind: 'fields', fields: method.fields };
    return [id === 'amazon-connect' ? { ...choice, externalId: externalIdFor(appSecrets(), uid) } : choice];
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
    // The external id the connect form showed this customer (their role's trust policy has it).
    const credentials = await method.connect(p.fields, { externalId: externalIdFor(appSecrets(), uid) });
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

/** Where the target sends the customer back: our own configured address, never a request's. */
const oauthRedirectUri = (id: TargetId) =>
  new URL(`/api/delivery/oauth/${id}/callback/`, env().SITE_URL).toString();

/** The target's authorize URL and the sealed cookie holding state and verifier; null: not OAuth. */
export function beginOAuth(uid: string, id: TargetId, returnTo: string) {
  const target = targetOf(id);
  return target
    ? startOAuth(appSecrets(), target, { uid, returnTo, redirectUri: oauthRedirectUri(id) })
    : null;
}

/** The callback after the customer declined at the target: where they started, when the state is ours. */
export function declinedOAuth(uid: string, id: TargetId, p: { cookie: string | null; state: string | undefined }) {
  const target = targetOf(id);
  return target ? declinedReturn(appSecrets(), target, { uid, ...p }) : undefined;
}

/** The callback: state, customer and verifier checked, then the tokens sealed as a connection. */
export async function completeOAuth(
  db: Db,
  uid: string,
  id: TargetId,
  p: { cookie: string | null; code: string; state: string },
): Promise<OAuthOutcome | { ok: false; reason: DeliveryError['code']; returnTo?: string }> {
  const target = targetOf(id);
  if (!target) return { ok: false, reason: 'not-found' };
  let outcome: OAuthOutcome;
  try {
    outcome = await finishOAuth(appSecrets(), target, { uid, ...p, redirectUri: oauthRedirectUri(id) });
  } catch (error) {
    if (error instanceof DeliveryError) return { ok: false, reason: error.code };
    throw error;
  }
  if (!outcome.ok) return outcome;
  const credentials = target.credentials.parse(outcome.credentials);
  await createConnection(db, appSecrets(), {
    ownerUid: uid,
    target: id,
    label: targetNames[id],
    credentials,
  });
  return outcome;
}

/** The label of a connection made by signing in (the customer typed none); a brand name, not prose. */
const targetNames: Record<TargetId, string> = {
  twilio: 'Twilio',
  'amazon-connect': 'Amazon Connect',
  ringcentral: 'RingCentral',
};

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
