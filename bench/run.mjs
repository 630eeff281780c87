#!/usr/bin/env node
// `npm run bench`: build the production bundle into .next-bench (no e2e fixtures), start it the
// way `npm start` does (throw-away data folder, rate limits off except for the load test), run
// every benchmark section and rewrite docs/benchmarks.md.
//   npm run bench -- --only=js,load   re-run some sections (the others keep their last figures)
//   npm run bench -- --quick          one fast smoke pass (fewer runs; figures not for the doc's budgets)
//   npm run bench -- --skip-build     reuse the existing .next-bench build
//   npm run bench -- --doc-only       only re-assemble docs/benchmarks.md from its current sections
//   BENCH_DIST_DIR=.next-x BENCH_DOC=/tmp/b.md npm run bench -- --only=js --port=3411
//                                     measure another build into a scratch document
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gitRevision, log, nodeBin, root, runOrExit } from '../scripts/lib/setup.mjs';
import { startServices, stopServices } from '../scripts/lib/services.mjs';
import { assembleDoc } from './lib/doc.mjs';
import { distDir, startApp } from './lib/server.mjs';

/** Document order; each name is a module in bench/sections/. */
const order = ['js', 'lighthouse', 'throughput', 'cluster', 'preview', 'tts', 'pico', 'festival', 'concurrency', 'memory', 'load', 'render', 'remix'];
/** Blocks written by hand (not measured by a section): the document keeps them, after the others. */
const handWritten = ['changes', 'backoffice'];
const titles = {
  js: 'JavaScript on first load',
  lighthouse: 'Lighthouse (mobile)',
  throughput: 'Server throughput (pages)',
  cluster: 'Throughput: one and two instances',
  preview: 'Preview latency over HTTP',
  tts: 'TTS in process',
  pico: 'SVOX Pico and default voices',
  festival: 'Italian male voice (Festival)',
  concurrency: 'Concurrency',
  memory: 'Memory',
  load: 'Load (issue #10)',
  render: 'Server render per preset',
  remix: 'Browser re-mix',
  changes: 'Issue #29 (first load, by hand)',
  backoffice: 'Back office at 100,000 orders (bench/backoffice.bench.ts)',
};

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const quick = flag('quick');
const only = option('only')?.split(',').filter(Boolean);
const port = Number(option('port') ?? 3400);
const unknown = only?.filter((n) => !order.includes(n)) ?? [];
if (unknown.length) {
  console.error(`Unknown section(s): ${unknown.join(', ')}. Sections: ${order.join(', ')}`);
  process.exit(2);
}
// Sections run in the order given with --only (the document keeps its own order).
const selected = flag('doc-only') ? [] : (only ?? order);
const needsServer = selected.length > 0 && selected.some((n) => !['tts', 'pico', 'festival', 'cluster', 'render', 'remix'].includes(n));

const loadavg = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');
const runStart = Date.now();
const loadBefore = loadavg();

if (needsServer && !flag('skip-build')) {
  log(`Building the production bundle into ${distDir}…`);
  const env = { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', SITE_URL: `http://localhost:${port}` };
  delete env.GS_E2E_ROUTES;
  delete env.NEXT_PUBLIC_GTM_ID;
  try {
    runOrExit(nodeBin('next'), ['build'], { env });
  } finally {
    // Next adds the build folder to tsconfig.json; that edit is not ours to commit.
    execFileSync('git', ['checkout', 'tsconfig.json'], { cwd: root, stdio: 'ignore' });
  }
}

// The auth emulator is started like `npm start` does; pages and the studio APIs work without it,
// so a slow start on a busy machine is written down instead of failing the whole run.
let servicesNote = '';
let services = { env: {}, running: [] };
if (needsServer) {
  try {
    services = await startServices({ purpose: 'test' });
  } catch (error) {
    servicesNote = ` The Firebase Auth emulator did not start in this run (${String(error?.message ?? error)}); the server ran without it (no page or API measured here needs it).`;
    log(`auth emulator failed: ${error}`);
  }
}
let server = null;
/** The current app server; `fresh` or different options start a new one (the old one stops). */
async function app({ fresh = false, rateLimit = false } = {}) {
  if (server && !fresh && server.rateLimit === rateLimit && server.alive()) return server;
  if (server) await server.stop();
  server = Object.assign(await startApp({ port, servicesEnv: services.env, rateLimit }), { rateLimit });
  log(`server on ${server.url} (rate limits ${rateLimit ? 'on' : 'off'}, ready in ${(server.readyMs / 1000).toFixed(1)} s)`);
  return server;
}

// BENCH_DOC lets an engineer measure into a scratch copy while others work on the same tree.
const docPath = path.resolve(root, process.env.BENCH_DOC ?? path.join('docs', 'benchmarks.md'));
const previous = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '';

/** Rewrite the document with the sections measured so far (after each one: a run cut short keeps them). */
function writeDoc() {
  const cpu = os.cpus();
  const chromium = (() => {
    try {
      return execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return 'Chromium (version unknown)';
    }
  })();
  const buildId = path.join(root, distDir, 'BUILD_ID');
  const builtAt = existsSync(buildId) ? statSync(buildId).mtime.toISOString().slice(0, 16).replace('T', ' ') : 'unknown';
  const header = `# Benchmarks

Generated by \`npm run bench\` (bench/run.mjs); do not edit by hand — the next run rewrites it. Each section carries the time it was measured and the machine load around it (\`--only=…\` re-measures some sections and keeps the others). Last run: ${new Date(runStart).toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${gitRevision()}, sections ${selected.join(', ') || 'none (document re-assembled)'}${quick ? ' (quick smoke pass)' : ''}, ${Math.round((Date.now() - runStart) / 60000)} min.

Machine: ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, ${os.type()} ${os.release()}, Node ${process.version}, ${chromium}. Load average (1 / 5 / 15 min) ${loadBefore} before the run and ${loadavg()} after it. **This machine is shared**: other engineers' builds and tests may run at the same time, so wall-clock figures are upper bounds; where it matters the sections also report CPU time or a same-run ratio, which other jobs disturb less.

Every figure is the median with min–max in parentheses over the runs stated in its section (at least 5 unless a section says why not); ratios compare two things measured side by side in the same run. ✅/❌ = budget met/missed. The server is the production build (\`next build\` into \`${distDir}\`) served as \`npm start\` serves it (\`scripts/serve.mjs\`: Next's request handler behind the cache of prerendered pages), made ${builtAt} UTC${flag('skip-build') ? ' (reused with --skip-build: it holds the code of that time)' : ''}, with a throw-away data folder; rate limits are off except where a section says otherwise.${servicesNote}`;

  mkdirSync(path.dirname(docPath), { recursive: true });
  writeFileSync(docPath, assembleDoc({ header, order: [...order, ...handWritten], fresh, previous, titles }));
}

// Interrupted or crashed: stop the server and the emulator instead of leaving them running
// (a server left on the port would answer the next run's requests).
let cleaningUp = false;
async function cleanUp(code) {
  if (cleaningUp) return;
  cleaningUp = true;
  if (server) await server.stop().catch(() => {});
  await stopServices(services).catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => void cleanUp(130));
process.on('SIGTERM', () => void cleanUp(143));
process.on('uncaughtException', (error) => {
  console.error(error);
  void cleanUp(1);
});
process.on('unhandledRejection', (error) => {
  console.error(error);
  void cleanUp(1);
});

const fresh = new Map();
let failed = 0;
try {
  for (const name of selected) {
    const started = Date.now();
    const before = loadavg();
    log(`section ${name}…`);
    let body;
    try {
      const section = await import(`./sections/${name}.mjs`);
      const ctx = { quick, port, app, root, baseUrl: needsServer ? (await app()).url : null };
      body = await section.run(ctx);
    } catch (error) {
      failed++;
      console.error(error);
      body = `## ${name}\n\n❌ **This section failed in the last run:** \`${String(error?.message ?? error).split('\n')[0]}\`. Figures from earlier runs, if any, were replaced by this note so nothing stale is presented as current.`;
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    const stamp = `_Measured ${new Date(started).toISOString().slice(0, 16).replace('T', ' ')} UTC${quick ? ' (quick smoke pass: fewer runs)' : ''} in ${seconds} s; load average (1 / 5 / 15 min) ${before} before, ${loadavg()} after._`;
    const block = `${body.trim()}\n\n${stamp}`;
    fresh.set(name, block);
    mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    writeFileSync(path.join(root, 'bench', 'results', `${name}.md`), `${block}\n`);
    writeDoc();
    log(`section ${name} done in ${seconds} s`);
  }
} finally {
  if (server) await server.stop();
  await stopServices(services);
}
writeDoc();

log(`wrote ${path.relative(root, docPath)} (${selected.length} section(s), ${failed} failed)`);
process.exit(failed ? 1 : 0);
