#!/usr/bin/env node
// `npm test`: install what the tests need (npm packages, Debian chromium and audio tools), then
// lint, type check, unit tests and browser tests. Ends with one "N passed, N failed" line.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDebianPackages, ensureNodeModules, log, nodeBin, root, run, runOrExit } from './lib/setup.mjs';
import { fakeSecretEnv } from '../tests/security/fake-secrets.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.NO_UPDATE_NOTIFIER = '1';

/** What the suites use: Chromium for Playwright, sox/ffmpeg to check exports, fluidsynth to
 * re-render music, PostgreSQL for the data-layer tests against a real server, poppler's pdftotext
 * to find overlapping text in the invoice PDFs, Festival with its Italian male voice for the
 * optional Festival engine's tests (lib/tts/engines; npm start never needs it). */
const systemPackages = [
  'chromium',
  'sox',
  'libsox-fmt-all',
  'ffmpeg',
  'fluidsynth',
  'fluid-soundfont-gm',
  'postgresql',
  'poppler-utils',
  'festival',
  'festvox-itapc16k',
];

/** Each stage's wall-clock time, printed as a table at the end (CI keeps only the log's tail). */
const durations = [];
function stage(name, body) {
  log(name);
  const started = performance.now();
  try {
    return body();
  } finally {
    durations.push({ name, seconds: (performance.now() - started) / 1000 });
  }
}

stage('Dependencies (npm, Debian packages)', () => {
  ensureNodeModules();
  ensureDebianPackages(systemPackages);
});

const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });

stage('Lint', () => runOrExit(nodeBin('eslint'), ['.', '--max-warnings=0']));
stage('Type check', () => {
  runOrExit(nodeBin('next'), ['typegen']);
  runOrExit(nodeBin('tsc'), ['--noEmit']);
});

const unitStatus = stage('Unit and integration tests (Vitest)', () =>
  run(nodeBin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest.json`,
  ]),
);

// The one production build of the run: the budget, deployment and browser stages all use it.
const e2ePort = process.env.E2E_PORT ?? '3210';
stage('Production build with browser-test fixtures', () =>
  runOrExit(nodeBin('next'), ['build'], {
    // A tag-manager id, so the tests can prove its script waits for consent; known fake secrets, so
    // e2e/no-secrets.spec.ts can prove none of them ends up in a file the browser loads.
    env: {
      ...process.env,
      ...fakeSecretEnv,
      GS_E2E_ROUTES: '1',
      SITE_URL: `http://localhost:${e2ePort}`,
      NEXT_PUBLIC_GTM_ID: 'GTM-E2ETEST',
    },
  }),
);
// Byte budgets of the build just made (first-load JS per page, no zod or studio on content pages).
const budgetStatus = stage('JavaScript budgets of the production build (tests/budget)', () =>
  run(nodeBin('vitest'), [
    'run',
    '-c',
    'vitest.budget.config.mts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest-budget.json`,
  ]),
);
const deployStatus = stage('Deployment test: two production instances on one PostgreSQL (tests/deploy)', () =>
  run(nodeBin('vitest'), [
    'run',
    '-c',
    'vitest.deploy.config.mts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest-deploy.json`,
  ]),
);
const e2eStatus = stage('Browser tests (Playwright, Debian chromium)', () =>
  run(nodeBin('playwright'), ['test'], {
    // A review provider link, so the order page's review invitation is exercised (e2e/csp.spec.ts).
    env: {
      ...process.env,
      E2E_PORT: e2ePort,
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
      REVIEWS_URL: 'https://reviews.example.com/greeting-studio',
    },
  }),
);

const counts = { passed: 0, failed: 0, skipped: 0 };
const vitestReports = ['vitest.json', 'vitest-budget.json', 'vitest-deploy.json'].map((name) =>
  readJson(`${reports}/${name}`),
);
for (const vitest of vitestReports) {
  if (!vitest) continue;
  counts.passed += vitest.numPassedTests ?? 0;
  // A suite that fails to load has no failed test of its own; count it once.
  counts.failed += vitest.numFailedTests || vitest.numFailedTestSuites || 0;
  counts.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwright = readJson(`${reports}/playwright.json`);
if (playwright?.stats) {
  counts.passed += playwright.stats.expected ?? 0;
  counts.failed += (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0);
  counts.skipped += playwright.stats.skipped ?? 0;
}
const vitestFailed = unitStatus !== 0 || budgetStatus !== 0 || deployStatus !== 0;
if (vitestFailed && counts.failed === 0) counts.failed = 1;
if (e2eStatus !== 0 && counts.failed === 0) counts.failed = 1;

// CI keeps only the tail of the log: name every failure again here, just above the summary line.
const failures = [...vitestReports.flatMap(vitestFailures), ...playwrightFailures(playwright?.suites ?? [])];
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✘ ${name}`).join('\n')}`);
console.log(`\n${durationTable(durations)}`);
console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(vitestFailed || e2eStatus !== 0 ? 1 : 0);

/** "Stage  seconds" rows, widest name first column, and the total. */
function durationTable(rows) {
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  const all = [...rows, { name: 'Total', seconds: total }];
  const width = Math.max(...all.map((row) => row.name.length));
  const line = (row) => `  ${row.name.padEnd(width)}  ${row.seconds.toFixed(1).padStart(7)} s`;
  return ['Stage durations:', ...rows.map(line), `  ${'-'.repeat(width + 11)}`, line(all.at(-1))].join('\n');
}

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** "file › test name: first line of the error" for each failed Vitest test or suite. */
function vitestFailures(report) {
  if (!report) return [];
  const out = [];
  for (const file of report.testResults ?? []) {
    const rel = path.relative(root, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      out.push(`${rel} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed') out.push(`${rel}: ${firstLine(file.message)}`);
  }
  return out;
}

/** Playwright's JSON report nests suites; a spec failed when its last result did not pass. */
function playwrightFailures(suites, out = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const last = test.results?.at(-1);
          out.push(
            `${spec.file}:${spec.line} › ${spec.title} (${test.status}): ${firstLine(last?.error?.message)}`,
          );
        }
      }
    }
    playwrightFailures(suite.suites ?? [], out);
  }
  return out;
}

function firstLine(text) {
  return (
    String(text ?? '')
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((line) => line.trim()) ?? ''
  );
}
