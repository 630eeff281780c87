// The Italian male voice: Festival's festvox-itapc16k (optional engine) next to eSpeak's best male
// variant, measured the same way (bench/tts.bench.ts, bench/pace.bench.ts); docs/tts.md records
// the choice.
import path from 'node:path';
import { nodeBin } from '../../scripts/lib/setup.mjs';
import { runScript } from '../lib/child.mjs';
import { ensureBenchPackages } from '../lib/debian.mjs';

const italianMale = ['festival-it-piero', 'espeak-it-marco'];

const tableLines = (text) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .join('\n');

export async function run({ root, quick }) {
  const missing = ensureBenchPackages(['festival', 'festvox-itapc16k']);
  const env = { TTS_BENCH_RUNS: quick ? '3' : '10', TTS_BENCH_VOICES: italianMale.join(',') };
  const latency = await runScript(nodeBin('tsx'), [path.join('bench', 'tts.bench.ts'), '--no-wer'], { cwd: root, env });
  const heading = '## Italian male voice: Festival `festvox-itapc16k` against eSpeak `it+klatt6`';
  if (!latency.includes('festival-it-piero')) return `${heading}\n\n${missing || '_Festival did not register its Italian voice._'}`;
  const pace = await runScript(nodeBin('tsx'), [path.join('bench', 'pace.bench.ts')], { cwd: root, env: { PACE_VOICES: italianMale.join(',') } });
  return [
    heading,
    '',
    `The Italian greeting (it #1) with each male voice, ${env.TTS_BENCH_RUNS} runs per cell, measured as in the Pico section (fresh pool: cold, warm without cache, cached; F0 = median pitch). Festival speaks in its own processes, so "Warm CPU" (this process's threads) leaves Festival's synthesis out; wall time and RTF include it. Debian has no offline Italian recognizer (pocketsphinx ships only \`en-us\`), so intelligibility is not measured here; docs/tts.md says how the choice was made.`,
    '',
    tableLines(latency.split('## Listen again')[0] ?? ''),
    '',
    'Pace on the Italian templates:',
    '',
    tableLines(pace),
  ].join('\n');
}
