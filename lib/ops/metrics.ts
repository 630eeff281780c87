// Prometheus metrics (prom-client): requests and latency recorded by serve.mjs for every request,
// process metrics, and gauges other parts register (TTS queue depth, job counts). Served at
// /api/metrics/ only when METRICS_TOKEN is set, behind that bearer token.
// No 'server-only' marker: serve.mjs loads this module outside Next, where the marker throws.
import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

type Metrics = {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
  gauges: Map<string, Gauge<string>>;
};

// One registry per process, shared by serve.mjs (which records requests) and the metrics route
// inside Next's bundle (which serves them).
const key = Symbol.for('greeting-studio.metrics');
type Holder = { [key]?: Metrics };

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to the last byte of the response.',
      labelNames: ['method', 'route'],
      // Page replays take ~1 ms, previews ~100 ms–2 s, paid renders longer.
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    gauges: new Map(),
  };
}

export function metrics(): Metrics {
  const holder = globalThis as Holder;
  holder[key] ??= createMetrics();
  return holder[key];
}

// Route words are lowercase kebab-case; random ids (base64url) have capitals, digits or underscores.
const idLike = /^(?![a-z.-]+$)[A-Za-z0-9_.-]{8,}$/;

/**
 * A route label of bounded cardinality: ids in paths become `:id`, build assets one label, and
 * anything answered 404 one label (a scanner's random URLs must not create series).
 */
export function routeLabel(pathname: string, status: number): string {
  if (status === 404) return '(not found)';
  if (pathname.startsWith('/_next/'))
    return pathname.startsWith('/_next/static/') ? '/_next/static' : '/_next';
  return pathname
    .split('/')
    .map((segment) => (idLike.test(segment) ? ':id' : segment))
    .join('/');
}

export function recordRequest(
  m: Metrics,
  sample: { method: string; pathname: string; status: number; seconds: number },
): void {
  const route = routeLabel(sample.pathname, sample.status);
  m.requests.inc({ method: sample.method, route, status: String(sample.status) });
  m.duration.observe({ method: sample.method, route }, sample.seconds);
}

export type GaugeSample = { labels?: Record<string, string>; value: number };

/**
 * A gauge read when Prometheus scrapes: the registration function the job queue and the worker
 * pools use. Registering a name twice replaces its reader (dev reloads, tests).
 */
export function registerGauge(
  name: string,
  help: string,
  labelNames: string[],
  read: () => GaugeSample[] | Promise<GaugeSample[]>,
  m: Metrics = metrics(),
): void {
  const existing = m.gauges.get(name);
  if (existing) m.registry.removeSingleMetric(name);
  const gauge = new Gauge({
    name,
    help,
    labelNames,
    registers: [m.registry],
    async collect() {
      this.reset();
      for (const sample of await read()) this.set(sample.labels ?? {}, sample.value);
    },
  });
  m.gauges.set(name, gauge);
}

/** For the job queue ([deploy-jobs]): jobs by queue and state (created, active, retry, failed…). */
export function registerJobCounts(
  read: () => Promise<Array<{ queue: string; state: string; count: number }>>,
  m: Metrics = metrics(),
): void {
  registerGauge(
    'jobs',
    'Background jobs by queue and state.',
    ['queue', 'state'],
    async () => (await read()).map(({ queue, state, count }) => ({ labels: { queue, state }, value: count })),
    m,
  );
}

/** Metrics are off without a token, and answer only its bearer (constant-time comparison). */
export function metricsAccess(
  authorization: string | null,
  token: string | undefined,
): 'off' | 'denied' | 'ok' {
  if (!token) return 'off';
  const given = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? 'ok' : 'denied';
}
