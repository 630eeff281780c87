// In-process TTS latency (fresh worker pools: cold / warm / cached, real-time factor) and the
// English voices' word error rate with pocketsphinx: bench/tts.bench.ts, embedded as a section.
import path from 'node:path';
import { nodeBin } from '../../scripts/lib/setup.mjs';
import { runScript } from '../lib/child.mjs';

export async function run({ root, quick }) {
  const out = await runScript(nodeBin('tsx'), [path.join('bench', 'tts.bench.ts'), ...(quick ? ['--no-wer'] : [])], {
    cwd: root,
    // Latency of every English voice of the two embedded engines, 20 runs per cell as issue #3
    // asks (festival and the HTTP path are in the preview section); intelligibility of every
    // English voice.
    env: { TTS_BENCH_RUNS: quick ? '3' : '20', TTS_BENCH_VOICES: 'flite-rms,flite-slt,espeak-en-emma,espeak-en-james', TTS_BENCH_OTHER_LANGUAGES: '0' },
  });
  // The script's own headings sit one level below the document's sections.
  return out
    .trim()
    .replace(/^## /gm, '### ')
    .replace(/^# TTS benchmark/m, '## TTS in process (engines without HTTP)');
}
