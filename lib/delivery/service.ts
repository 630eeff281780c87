import 'server-only';
// The delivery wing wired to this server: target hosts from the environment (never from a
// customer), the app's secrets, the order file store. The job workers start with the others
// (lib/orders/fulfilment/job-queue.ts); routes go through ./send.ts.
import type { Db } from '../db/client';
import { env } from '../env';
import { fileStore } from '../orders/storage/service';
import { appSecrets } from '../security/app-keys';
import type { DeliveryJobDeps } from './jobs';
import { deliveryTarget, type AnyTarget } from './targets/registry';
import type { TargetConfig, TargetId } from './targets/types';

function targetConfig(): TargetConfig {
  const e = env();
  return {
    TWILIO_SERVERLESS_BASE: e.TWILIO_SERVERLESS_BASE,
    TWILIO_SERVERLESS_UPLOAD_BASE: e.TWILIO_SERVERLESS_UPLOAD_BASE,
    AWS_DELIVERY_ACCESS_KEY_ID: e.AWS_DELIVERY_ACCESS_KEY_ID,
    AWS_DELIVERY_SECRET_ACCESS_KEY: e.AWS_DELIVERY_SECRET_ACCESS_KEY,
    AWS_STS_ENDPOINT: e.AWS_STS_ENDPOINT,
    AWS_CONNECT_ENDPOINT: e.AWS_CONNECT_ENDPOINT,
    AWS_CONNECT_S3_ENDPOINT: e.AWS_CONNECT_S3_ENDPOINT,
    RINGCENTRAL_SERVER: e.RINGCENTRAL_SERVER,
    RINGCENTRAL_CLIENT_ID: e.RINGCENTRAL_CLIENT_ID,
    RINGCENTRAL_CLIENT_SECRET: e.RINGCENTRAL_CLIENT_SECRET,
  };
}

export const targetOf = (id: TargetId): AnyTarget | null => deliveryTarget(id, targetConfig());

export const deliveryJobDeps = (db: Db): DeliveryJobDeps => ({
  db,
  ring: appSecrets(),
  store: fileStore(),
  targetOf,
});
