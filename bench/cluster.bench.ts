// Throughput of one against two production instances on one PostgreSQL (issue #24), measured
// side by side in one run: a throw-away Debian PostgreSQL and S3 stand-in, two instances of the
// built app (scripts/serve.mjs, as `npm run serve`) and a round-robin balancer, all from
// tests/deploy's helpers. The balancer alternates between one and two backends, round after
// round, so both configurations see the same machine load; the ratio is two/one per round.
// Prints Markdown.   Run: npx tsx bench/cluster.bench.ts   Env: CLUSTER_BENCH_ROUNDS (3),
// CLUSTER_BENCH_SECONDS (15), CLUSTER_BENCH_PORT (3440: instances +1, +2), NEXT_DIST_DIR (.next).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { cpuMsOf, processTree, rssOf } from './lib/server.mjs';
import { distinctText, postJson, timedRequest } from './lib/http.mjs';
import { median, spread } from './lib/stats.mjs';
import { startPostgres } from '../tests/db/postgres-server';
import {
  startBalancer,
  startInstance,
  stopInstance,
  waitReady,
  root,
  type Instance,
} from '../tests/deploy/cluster';
import { startS3Server } from '../tests/storage/s3-server';

const ROUNDS = Number(process.env.CLUSTER_BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.CLUSTER_BENCH_SECONDS ?? 15);
const BASE_PORT = Number(process.env.CLUSTER_BENCH_PORT ?? 3440);
const CLIENTS = 8;

const treeCpuMs = (pid: number) => processTree(pid).reduce((sum, p) => sum + cpuMsOf(p), 0);
const treeRss = (pid: number) => processTree(pid).reduce((sum, p) => sum + rssOf(p), 0);

/** CLIENTS clients posting distinct previews back to back for SECONDS; previews/s and statuses. */
async function previewLoad(url: string, tag: string) {
  const end = performance.now() + SECONDS * 1000;
  const statuses = new Map<number, number>();
  let ok = 0;
  let index = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (performance.now() < end) {
        const r = await postJson(
          `${url}/api/preview/`,
          {
            useCase: 'business-voicemail',
            locale: 'en',
            text: distinctText(index++, tag),
            voice: { id: 'flite-slt' },
            music: { trackId: 'still-water' },
          },
          { 'x-forwarded-for': `10.30.0.${client + 1}` },
        );
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        if (r.status === 200) ok++;
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }),
  );
  return { perSecond: ok / ((performance.now() - started) / 1000), ok, statuses };
}

/** Sequential page requests for SECONDS with 8 clients (the page cache answers). */
async function pageLoad(url: string) {
  const end = performance.now() + SECONDS * 1000;
  let ok = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end)
        if ((await timedRequest(`${url}/help/`, { headers: { 'accept-language': 'en' } })).status === 200)
          ok++;
    }),
  );
  return ok / ((performance.now() - started) / 1000);
}

async function main() {
  const database = await startPostgres();
  const bucket = await startS3Server();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cluster-bench-'));
  const env = {
    DATABASE_URL: database.url,
    ...bucket.env,
    DATA_DIR: dataDir,
    TRUST_PROXY_HOPS: '1',
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
    SITE_URL: `http://localhost:${BASE_PORT}`,
    APP_SECRET: 'cluster-bench-secret-0123456789abcdef',
    RATE_LIMIT_STORE: 'postgres',
    RATE_LIMIT_DISABLED: '1',
  };
  const instances: Instance[] = [];
  const balancer = await startBalancer(BASE_PORT, []);
  try {
    execFileSync(process.execPath, [path.join(root, 'scripts', 'migrate.mjs')], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    instances.push(startInstance('a', BASE_PORT + 1, env), startInstance('b', BASE_PORT + 2, env));
    await Promise.all(instances.map((i) => waitReady(i)));
    const [a, b] = instances as [Instance, Instance];
    const pids = instances.map((i) => i.process.pid!);
    const rssIdle = pids.map(treeRss);
    // Warm both: engines loaded, music decoded, page cache filled.
    for (const i of instances) {
      await postJson(`${i.url}/api/preview/`, {
        useCase: 'business-voicemail',
        locale: 'en',
        text: 'Warm up.',
        voice: { id: 'flite-slt' },
        music: { trackId: 'still-water' },
      });
      await timedRequest(`${i.url}/help/`, { headers: { 'accept-language': 'en' } });
    }
    const rows: { one: number; two: number; ratio: number }[] = [];
    const pages: { one: number; two: number }[] = [];
    const cpuPerPreview: number[] = [];
    const statuses = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const result = { one: 0, two: 0 };
      const page = { one: 0, two: 0 };
      for (const [name, backends] of [
        ['one', [a.port]],
        ['two', [a.port, b.port]],
      ] as const) {
        balancer.setBackends([...backends]);
        const cpuBefore = pids.map(treeCpuMs);
        const load = await previewLoad(balancer.url, `r${round}${name}`);
        const cpu = pids.map((pid, k) => treeCpuMs(pid) - cpuBefore[k]!).reduce((x, y) => x + y, 0);
        cpuPerPreview.push(cpu / Math.max(1, load.ok));
        for (const [status, n] of load.statuses)
          statuses.set(`${status}`, (statuses.get(`${status}`) ?? 0) + n);
        result[name] = load.perSecond;
        page[name] = await pageLoad(balancer.url);
        console.error(
          `round ${round + 1} ${name}: ${load.perSecond.toFixed(2)} previews/s, ${page[name].toFixed(0)} pages/s`,
        );
      }
      rows.push({ ...result, ratio: result.two / result.one });
      pages.push(page);
    }
    const rssAfter = pids.map(treeRss);
    const mib = (n: number) => (n / 2 ** 20).toFixed(0);
    const cpuMs = median(cpuPerPreview) ?? Number.NaN;
    const lines = [
      `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(
          ' / ',
        )} at the end. Two instances of the production build (\`scripts/serve.mjs\`, \`TTS_WORKERS\` default) on one throw-away Debian PostgreSQL with the S3 stand-in as file storage, rate limits off; a round-robin balancer in front switches between one backend and both, ${ROUNDS} rounds of ${SECONDS} s each way. Load: ${CLIENTS} clients posting distinct previews (flite-slt, a short sentence with music, MP3) back to back, then ${CLIENTS} clients requesting /help/ (page cache). Everything — the instances, PostgreSQL and the load generator — shares the same 2 cores, so two instances cannot add CPU here: the ratio shows what a second instance costs or gains on the same cores (coordination through PostgreSQL, two TTS pools), not the scale-out onto a second machine, which adds that machine's cores.`,
      '',
      '| measure | one instance | two instances | ratio two/one |',
      '|---|---:|---:|---:|',
      `| previews/s | ${spread(
        rows.map((r) => r.one),
        2,
      )} | ${spread(
        rows.map((r) => r.two),
        2,
      )} | ${spread(
        rows.map((r) => r.ratio),
        2,
      )} |`,
      `| pages/s (/help/) | ${spread(
        pages.map((p) => p.one),
        0,
      )} | ${spread(
        pages.map((p) => p.two),
        0,
      )} | ${spread(
        pages.map((p) => p.two / p.one),
        2,
      )} |`,
      '',
      `Preview statuses over the run: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}. CPU per preview (both instances' process trees, all rounds, median): ${cpuMs.toFixed(0)} ms, i.e. about **${(1000 / cpuMs).toFixed(1)} previews per second per core** of instance CPU. Memory per instance (RSS of its process tree): ${rssIdle.map(mib).join(' / ')} MiB after start, ${rssAfter.map(mib).join(' / ')} MiB after the run.`,
    ];
    console.log(lines.join('\n'));
  } finally {
    await balancer.close();
    await Promise.all(instances.map((i) => stopInstance(i)));
    database.stop();
    await bucket.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
