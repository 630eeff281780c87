#!/usr/bin/env node
// `npm run build`: one production artifact for every instance of a release (same BUILD_ID, see
// next.config.ts), carrying the previous release's static chunks for SKEW_KEEP_DAYS days so tabs
// opened before the release keep loading them (scripts/lib/keep-static.mjs, docs/deploy.md).
//   SKEW_PREVIOUS_STATIC=<dir>  the previous release's build folder (holding static/), when this
//                               machine did not build it (CI: unpack the last artifact there)
//   SKEW_KEEP_DAYS=7            days a retired chunk stays; 0 keeps none
import { rmSync } from 'node:fs';
import path from 'node:path';
import { carryOverStatic, keepDaysFrom, setAsidePreviousStatic, sizeOf } from './lib/keep-static.mjs';
import { log, nodeBin, root, run } from './lib/setup.mjs';

export function buildRelease(env = process.env) {
  const keepDays = keepDaysFrom(env.SKEW_KEEP_DAYS);
  const distDir = path.resolve(root, env.NEXT_DIST_DIR ?? '.next');
  const held = path.resolve(root, `${path.basename(distDir)}-previous-static`);
  const previousDir = env.SKEW_PREVIOUS_STATIC
    ? path.resolve(env.SKEW_PREVIOUS_STATIC)
    : setAsidePreviousStatic(distDir, held);
  const status = run(nodeBin('next'), ['build'], { env });
  if (status === 0 && previousDir) {
    const { kept, expired } = carryOverStatic({ previousDir, distDir, keepDays });
    log(
      `Kept ${kept.length} static file(s) of earlier releases (${(sizeOf(distDir, kept) / 1024).toFixed(0)} KiB) for open tabs; ${expired.length} older than ${keepDays} day(s) dropped.`,
    );
  }
  // After a failed build the set-aside files stay for the next attempt.
  if (status === 0 && !env.SKEW_PREVIOUS_STATIC) rmSync(held, { recursive: true, force: true });
  return status;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.NEXT_TELEMETRY_DISABLED ??= '1';
  process.exit(buildRelease());
}
