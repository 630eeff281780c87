// SVOX Pico in process: latency (cold / warm / cached) and real-time factor per language, the
// English voices' word error rate (pocketsphinx, installed here as root), the default voice per
// language with engine and tier (bench/tts.bench.ts), then every voice's pace on its templates
// (bench/pace.bench.ts).
import path from 'node:path';
import { nodeBin } from '../../scripts/lib/setup.mjs';
import { runScript } from '../lib/child.mjs';
import { ensureBenchPackages } from '../lib/debian.mjs';

const picoVoices = ['pico-en-us', 'pico-en-gb', 'pico-de-de', 'pico-es-es', 'pico-fr-fr', 'pico-it-it'];

export async function run({ root, quick }) {
  const missing = quick ? '' : ensureBenchPackages(['sox', 'pocketsphinx', 'pocketsphinx-en-us']);
  const tts = await runScript(nodeBin('tsx'), [path.join('bench', 'tts.bench.ts'), ...(quick ? ['--no-wer'] : [])], {
    cwd: root,
    env: {
      TTS_BENCH_RUNS: quick ? '3' : '10',
      TTS_BENCH_VOICES: picoVoices.join(','),
      TTS_BENCH_DEFAULTS: '1',
    },
  });
  const pace = quick ? '' : await runScript(nodeBin('tsx'), [path.join('bench', 'pace.bench.ts')], { cwd: root });
  return [tts.trim(), pace.trim(), missing]
    .filter(Boolean)
    .join('\n\n')
    .replace(/^## /gm, '### ')
    .replace(/^# TTS benchmark/m, '## SVOX Pico and default voices');
}
