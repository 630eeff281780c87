import 'server-only';
// Composition root of the operations routes: readiness wired to this process's database, file
// store and worker pools; the pool gauges for /api/metrics/.
import { getDb } from '../db/client';
import { fileStore } from '../orders/server';
import { getRenderPool } from '../render/render-pool';
import { getTtsService } from '../tts/service';
import type { PoolStats } from '../tts/pool';
import { metrics, registerGauge } from './metrics';
import { readiness, shippedMigrations, type Readiness } from './readiness';

function poolStats(): Record<string, PoolStats> {
  const tts = getTtsService();
  tts.warm();
  const render = getRenderPool();
  render.warm();
  // A stand-in service without stats counts as up: it has no workers to lose.
  return {
    tts: tts.stats?.() ?? { size: 1, busy: 0, queued: 0, started: 1, recycled: 0 },
    render: render.stats(),
  };
}

export const checkReadiness = (): Promise<Readiness> =>
  readiness({ db: getDb, store: fileStore, pools: poolStats, migrations: () => shippedMigrations().tags });

/** Worker-pool gauges (TTS queue depth and busy workers, the same for the render pool). */
export function registerPoolGauges(): void {
  if (metrics().gauges.has('worker_pool_queue_depth')) return;
  const read = (pick: (stats: PoolStats) => number) => () => {
    const tts = getTtsService().stats?.();
    const render = getRenderPool().stats();
    return [
      ...(tts ? [{ labels: { pool: 'tts' }, value: pick(tts) }] : []),
      { labels: { pool: 'render' }, value: pick(render) },
    ];
  };
  registerGauge(
    'worker_pool_queue_depth',
    'Jobs waiting for a worker (TTS and render pools).',
    ['pool'],
    read((s) => s.queued),
  );
  registerGauge(
    'worker_pool_busy',
    'Workers running a job.',
    ['pool'],
    read((s) => s.busy),
  );
  registerGauge(
    'worker_pool_size',
    'Workers started and alive.',
    ['pool'],
    read((s) => s.size),
  );
}
