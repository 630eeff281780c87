// The back office at scale (issue #30): on PostgreSQL with N generated orders (bench/seed-orders.mjs),
// the real query functions of lib/backoffice/ are timed: order search by several kinds of input
// (p95 ≤ 150 ms), the admin order page's query (≤ 100 ms) and one quarter's OSS return (≤ 2 s).
// Prints a Markdown block for docs/benchmarks.md (the "backoffice" section).
//   npx tsx --conditions=react-server bench/backoffice.bench.ts
// Env: DATABASE_URL (else a throw-away Debian PostgreSQL is started, as tests/db does),
// BENCH_ORDERS (100000), BENCH_SKIP_SEED=1 (reuse what DATABASE_URL holds), BENCH_RUNS (40).
// (react-server: the lib modules are marked server-only, which only that condition allows.)
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDb, type Db } from '../lib/db/client';
import { loadOrderDetail } from '../lib/backoffice/order-detail';
import { orderSearchSchema, searchOrders } from '../lib/backoffice/order-search';
import { loadOssReport } from '../lib/backoffice/oss-data';
import { parseQuarter } from '../lib/backoffice/oss-report';
import { budget, num, percentile, table } from './lib/stats.mjs';
import { seedOrders } from './seed-orders.mjs';
import { startPostgres } from '../tests/db/postgres-server';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const QUARTER = '2026-Q2';

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Runs `work` once per input (cycling), after two warm-up calls; milliseconds per call. */
async function measure<T>(inputs: T[], work: (input: T) => Promise<unknown>, runs = RUNS): Promise<number[]> {
  for (const input of inputs.slice(0, 2)) await work(input);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await time(() => work(inputs[i % inputs.length] as T)));
  return times;
}

async function sample(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, string>[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Record<string, string>[] }).rows;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

async function main() {
  let url = process.env.DATABASE_URL;
  const server = url ? null : await startPostgres();
  url ??= server?.url ?? '';
  const { db, close } = await openDb({ databaseUrl: url, migrate: true });
  try {
    let seedSeconds = Number.NaN;
    if (process.env.BENCH_SKIP_SEED !== '1') {
      const started = performance.now();
      const counts = await seedOrders(url, ORDERS, (line: string) => console.error(line));
      seedSeconds = (performance.now() - started) / 1000;
      console.error('[bench] seeded', counts);
    }
    const loadBefore = load();
    const picks = await sample(
      db,
      sql`select o.id, o.reference, o.email, c.name from orders o join customers c on c.id = o.customer_id order by md5(o.id) limit ${RUNS}`,
    );
    const ready = await sample(
      db,
      sql`select id from orders where status = 'refunded' order by md5(id) limit ${RUNS}`,
    );
    const search = (input: Record<string, string>) => searchOrders(db, orderSearchSchema.parse(input));
    const kinds: [string, Record<string, string>[]][] = [
      ['reference', picks.map((p) => ({ q: p.reference ?? '' }))],
      ['e-mail (whole address)', picks.map((p) => ({ q: p.email ?? '' }))],
      ['e-mail (no match)', picks.map((p) => ({ q: `nobody-${p.id}@example.org` }))],
      ['name', picks.map((p) => ({ q: p.name ?? '' }))],
      // The hard case: one common surname matches thousands of orders, which are all sorted.
      ['surname only (~4,000 matches)', picks.map((p) => ({ q: (p.name ?? '').split(' ').at(-1) ?? '' }))],
      ['two letters (no trigram)', ['an', 'er', 'zz'].map((q) => ({ q }))],
      [
        'date range + status',
        ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'].map((m) => ({
          from: `2026-${m}-01`,
          to: `2026-${m}-28`,
          status: 'refunded',
        })),
      ],
      ['country', ['GR', 'PT', 'CH', 'DE', 'US'].map((country) => ({ country }))],
      ['country + currency, oldest first', [{ country: 'GB', currency: 'GBP', sort: 'oldest' }]],
      ['open alerts', [{ alert: '1' }]],
    ];
    const rows: string[][] = [];
    for (const [kind, inputs] of kinds) {
      const times = await measure(inputs, search);
      const p95 = percentile(times, 95);
      rows.push([`search: ${kind}`, num(percentile(times, 50)), num(p95), budget(p95, 150, { unit: ' ms' })]);
    }
    const page = await measure(
      ready.map((r) => r.id ?? ''),
      (id) => loadOrderDetail(db, id),
    );
    rows.push([
      'order page (refunded order, full timeline)',
      num(percentile(page, 50)),
      num(percentile(page, 95)),
      budget(percentile(page, 95), 100, { unit: ' ms' }),
    ]);
    const quarter = parseQuarter(QUARTER);
    if (!quarter) throw new Error('bad quarter');
    const oss = await measure([quarter], (q) => loadOssReport(db, q, 'IE'), 5);
    rows.push([
      `OSS return ${QUARTER}`,
      num(percentile(oss, 50)),
      num(Math.max(...oss)),
      budget(Math.max(...oss), 2000, { unit: ' ms' }),
    ]);
    const [docs] = await sample(
      db,
      sql`select count(*)::text as n from invoices where issued_at >= ${quarter.start.toISOString()}::timestamptz and issued_at < ${quarter.end.toISOString()}::timestamptz`,
    );

    const commit = (() => {
      try {
        return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
      } catch {
        return 'unknown';
      }
    })();
    const [version] = await sample(db, sql`select current_setting('server_version') as v`);
    console.log(
      [
        '## Back office at 100,000 orders',
        '',
        `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at commit \`${commit}\` on ${cpus().length} cores shared with other work; load average (1 / 5 / 15 min) ${loadBefore} before, ${load()} after. PostgreSQL ${version?.v ?? '?'} (Debian, fsync off, default settings), ${ORDERS.toLocaleString('en')} orders seeded by \`bench/seed-orders.mjs\`${Number.isFinite(seedSeconds) ? ` in ${seedSeconds.toFixed(0)} s` : ''}; ${RUNS} runs per kind (each with another reference, address or name), the OSS return 5 runs over ${docs?.n ?? '?'} documents. Times are the real functions of \`lib/backoffice/\` through drizzle and node-postgres, milliseconds. Run: \`npx tsx --conditions=react-server bench/backoffice.bench.ts\`.`,
        '',
        table(['query', 'p50 ms', 'p95 ms (OSS: max)', 'budget'], rows, ['l', 'r', 'r', 'l']),
      ].join('\n'),
    );
  } finally {
    await close();
    server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
