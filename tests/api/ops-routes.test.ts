// The operations routes as the server runs them: /api/health/ always answers, /api/ready/ checks
// this process's embedded database, worker pools and file folder, /api/metrics/ is off without
// METRICS_TOKEN and then answers only its bearer in Prometheus format.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

const dataDir = mkdtempSync(path.join(tmpdir(), 'gs-ops-routes-'));
const token = 'metrics-token-0123456789abcdef';
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
delete process.env.METRICS_TOKEN;

const { resetEnvCache } = await import('@/lib/env');
resetEnvCache();
const { closeDb, getDb } = await import('@/lib/db/client');
const { setTtsService } = await import('@/lib/tts/service');
const { createTestService } = await import('@/lib/tts/testing/test-service');
const { setRenderPool } = await import('@/lib/render/render-pool');
const { metrics, recordRequest } = await import('@/lib/ops/metrics');
const health = await import('@/app/api/health/route');
const ready = await import('@/app/api/ready/route');
const metricsRoute = await import('@/app/api/metrics/route');

// No speech engines are needed to be ready; the render pool is the real one (one worker thread).
setTtsService(createTestService([], { dir: null }));

afterAll(async () => {
  await setRenderPool(undefined);
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

const scrape = (authorization?: string) =>
  metricsRoute.GET(
    new Request('http://localhost/api/metrics/', { headers: authorization ? { authorization } : {} }),
  );

describe('operations routes', () => {
  it('GET /api/health/ answers ok without touching dependencies', async () => {
    const response = health.GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /api/ready/ is 200 with every check passing', async () => {
    // Opening and migrating the embedded database can outlast one probe's 3 s on a loaded machine
    // (the probe then says not ready, as it should); open it first.
    await getDb();
    const response = await ready.GET();
    const body = (await response.json()) as { status: string; checks: Record<string, { ok: boolean }> };
    expect(body.checks).toMatchObject({
      database: { ok: true },
      schema: { ok: true },
      workers: { ok: true },
      storage: { ok: true },
    });
    expect(body.status).toBe('ready');
    expect(response.status).toBe(200);
  }, 120_000);

  it('GET /api/metrics/ is a 404 while METRICS_TOKEN is unset', async () => {
    expect((await scrape(`Bearer ${token}`)).status).toBe(404);
  });

  it('GET /api/metrics/ answers the bearer of METRICS_TOKEN only', async () => {
    process.env.METRICS_TOKEN = token;
    resetEnvCache();
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer wrong-token-0123456789abcd')).status).toBe(401);
    recordRequest(metrics(), { method: 'POST', pathname: '/api/tts/', status: 200, seconds: 0.2 });
    const response = await scrape(`Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('http_requests_total{method="POST",route="/api/tts/",status="200"} 1');
    expect(text).toMatch(/worker_pool_queue_depth\{pool="render"\} 0/);
    expect(text).toMatch(/worker_pool_size\{pool="render"\} [1-9]/);
  });
});
