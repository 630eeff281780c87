// Issue #24: throughput of one against two production instances on one PostgreSQL, in one run
// (bench/cluster.bench.ts: tests/deploy's PostgreSQL, S3 stand-in, instances and balancer).
// Uses the bench build (BENCH_DIST_DIR, default .next-bench); builds it when missing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { nodeBin, runOrExit } from '../../scripts/lib/setup.mjs';
import { runScript } from '../lib/child.mjs';
import { distDir } from '../lib/server.mjs';

export async function run({ root, quick, port }) {
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    const env = { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', SITE_URL: `http://localhost:${port + 40}` };
    delete env.GS_E2E_ROUTES;
    runOrExit(nodeBin('next'), ['build'], { env });
  }
  const out = await runScript(nodeBin('tsx'), [path.join('bench', 'cluster.bench.ts')], {
    cwd: root,
    env: {
      NEXT_DIST_DIR: distDir,
      CLUSTER_BENCH_ROUNDS: quick ? '1' : '3',
      CLUSTER_BENCH_SECONDS: quick ? '5' : '15',
      CLUSTER_BENCH_PORT: String(port + 40),
    },
  });
  return `## Throughput: one and two instances on one PostgreSQL\n\n${out.trim()}`;
}
