import { describe, expect, it } from 'vitest';
import {
  createMetrics,
  metricsAccess,
  recordRequest,
  registerGauge,
  registerJobCounts,
  routeLabel,
} from './metrics';

describe('routeLabel', () => {
  it('folds ids, build assets and unknown paths so series stay bounded', () => {
    expect(routeLabel('/api/orders/kf_RagdZx-Yr_gDN/zip/', 200)).toBe('/api/orders/:id/zip/');
    expect(routeLabel('/api/files/Ab3dEf6hIj9k/', 200)).toBe('/api/files/:id/');
    expect(routeLabel('/de/on-hold/', 200)).toBe('/de/on-hold/');
    expect(routeLabel('/api/voices/', 200)).toBe('/api/voices/');
    expect(routeLabel('/_next/static/chunks/app-1234abcd.js', 200)).toBe('/_next/static');
    expect(routeLabel('/wp-login.php', 404)).toBe('(not found)');
  });
});

describe('metrics', () => {
  it('counts requests and observes latency by route', async () => {
    const m = createMetrics();
    recordRequest(m, {
      method: 'GET',
      pathname: '/api/orders/kf_RagdZx-Yr_gDN/',
      status: 200,
      seconds: 0.042,
    });
    recordRequest(m, { method: 'GET', pathname: '/api/orders/zz_Other-Id9/', status: 200, seconds: 0.3 });
    const text = await m.registry.metrics();
    expect(text).toContain('http_requests_total{method="GET",route="/api/orders/:id/",status="200"} 2');
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.05",method="GET",route="/api/orders/:id/"} 1',
    );
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/orders/:id/"} 2');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('reads registered gauges at scrape time, and a second registration replaces the reader', async () => {
    const m = createMetrics();
    let depth = 3;
    registerGauge(
      'worker_pool_queue_depth',
      'q',
      ['pool'],
      () => [{ labels: { pool: 'tts' }, value: depth }],
      m,
    );
    expect(await m.registry.metrics()).toContain('worker_pool_queue_depth{pool="tts"} 3');
    depth = 5;
    expect(await m.registry.metrics()).toContain('worker_pool_queue_depth{pool="tts"} 5');
    registerGauge('worker_pool_queue_depth', 'q', ['pool'], () => [{ labels: { pool: 'tts' }, value: 9 }], m);
    expect(await m.registry.metrics()).toContain('worker_pool_queue_depth{pool="tts"} 9');
  });

  it('exposes job counts through registerJobCounts', async () => {
    const m = createMetrics();
    registerJobCounts(
      async () => [
        { queue: 'fulfil', state: 'active', count: 2 },
        { queue: 'fulfil', state: 'failed', count: 1 },
      ],
      m,
    );
    const text = await m.registry.metrics();
    expect(text).toContain('jobs{queue="fulfil",state="active"} 2');
    expect(text).toContain('jobs{queue="fulfil",state="failed"} 1');
  });
});

describe('metricsAccess', () => {
  const token = 'a-metrics-token-of-some-length';
  it('is off without a token and answers only its bearer', () => {
    expect(metricsAccess(`Bearer ${token}`, undefined)).toBe('off');
    expect(metricsAccess(null, token)).toBe('denied');
    expect(metricsAccess(`Bearer ${token}x`, token)).toBe('denied');
    expect(metricsAccess(`Basic ${token}`, token)).toBe('denied');
    expect(metricsAccess(`Bearer ${token}`, token)).toBe('ok');
  });
});
