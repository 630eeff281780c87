#!/usr/bin/env node
// Browser re-mix benchmark: how long the preview engine takes to re-mix 60 s of audio after a
// mixer slider change, in Chromium (target ≤ 20 ms), plus the exact render that follows when the
// slider rests. Bundles the engine with esbuild, runs it in Debian's Chromium, prints Markdown.
// Run: node bench/remix-browser.mjs [runs]
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 25);
const trackId = 'still-water';

const bundle = await build({
  entryPoints: [path.join(root, 'bench/remix-browser-entry.ts')],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  write: false,
  minify: true,
  logLevel: 'error',
});
const catalog = readFileSync(path.join(root, 'lib/music/rendered-tracks.ts'), 'utf8');
const lengthSamples = Number(
  new RegExp(`id: '${trackId}'[\\s\\S]*?lengthSamples: (\\d+)`).exec(catalog)?.[1],
);
const track = readFileSync(path.join(root, 'public/music', `${trackId}.opus`)).toString('base64');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>remix bench</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  const result = await page.evaluate(
    ([b64, len, n]) => window.__remixBench(b64, len, n),
    [track, lengthSamples, runs],
  );
  const stats = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return { median: s[Math.floor(s.length / 2)], min: s[0], max: s[s.length - 1] };
  };
  const fmt = (x) => x.toFixed(1);
  const quick = stats(result.quickMs);
  const exact = stats(result.exactMs);
  const swap = stats(result.swapMs);
  const version = browser.version();
  console.log(`### Browser re-mix after a slider change (${result.seconds.toFixed(1)} s of audio)\n`);
  console.log(
    `Chromium ${version}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; ${runs} slider changes; AudioContext at ${result.contextRate} Hz. Voice: 50 s speech-like test signal at 24 kHz; music: the "${trackId}" library track decoded with the same Opus decoder as the site.\n`,
  );
  console.log('| step | median ms | min–max ms | target |');
  console.log('|---|---:|---:|---|');
  console.log(
    `| quick re-mix (lay out, sum, duck, last exact gain) + AudioBuffer swap | ${fmt(quick.median)} | ${fmt(quick.min)}–${fmt(quick.max)} | ≤ 20 ms ${quick.median <= 20 ? '✅' : '❌'} |`,
  );
  console.log(
    `| of which the AudioBuffer copy and source swap | ${fmt(swap.median)} | ${fmt(swap.min)}–${fmt(swap.max)} | — |`,
  );
  console.log(
    `| exact render when the slider rests (normalize + true-peak limit, identical to the server) + swap | ${fmt(exact.median)} | ${fmt(exact.min)}–${fmt(exact.max)} | — |`,
  );
  console.log(`| first load (resample voice, voice activity, exact render) | ${fmt(result.loadMs)} | | — |`);
  console.log(
    `\nPlayback position kept across every re-mix: ${result.positionKept ? 'yes' : 'NO'}. Machine load average while measuring: ${loadavg()[0].toFixed(1)} (figures on a busy 2-core machine are upper bounds).`,
  );
} finally {
  await browser.close();
}
