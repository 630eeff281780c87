import 'server-only';
// Periodic clean-up of what must not pile up or stay at rest: stale pending orders expire,
// expired orders and the bodies of delivered mail are purged after their retention. One loop per
// process, started with the server (instrumentation.ts) and, failing that, by commerce requests.
import { getDb } from '../db/client';
import { purgeDeliveredBodies, purgeOldEmlFiles } from './delivery/outbox';
import { outboxDeps } from './delivery/outbox-service';
import { expireStalePending, purgeExpiredOrders } from './checkout/pending-orders';

const SWEEP_MS = 10 * 60 * 1000;

const slot = globalThis as typeof globalThis & {
  __greetingStudioSweepTimer?: ReturnType<typeof setInterval>;
};

export async function sweepOnce(
  now = new Date(),
): Promise<{ expired: number; purged: number; mail: number }> {
  const db = await getDb();
  return {
    expired: await expireStalePending(db, now),
    purged: await purgeExpiredOrders(db, now),
    mail: (await purgeDeliveredBodies(db, now)) + (await purgeOldEmlFiles(outboxDeps().dir, now)),
  };
}

export function ensureHousekeeping(): void {
  if (slot.__greetingStudioSweepTimer) return;
  const tick = () =>
    sweepOnce().then(
      (r) => {
        if (r.expired || r.purged || r.mail)
          console.info(
            `[housekeeping] ${r.expired} orders expired, ${r.purged} purged, ${r.mail} mail bodies purged`,
          );
      },
      (error: unknown) => console.error('[housekeeping] sweep failed', error),
    );
  slot.__greetingStudioSweepTimer = setInterval(() => void tick(), SWEEP_MS);
  slot.__greetingStudioSweepTimer.unref();
  void tick();
}
