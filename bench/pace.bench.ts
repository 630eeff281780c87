// Speaking pace of every offline voice on the script templates of its language: words per minute
// at the studio's 1.0× (the voice's `pace`), and the pace that would land it at 150 wpm, the
// middle of the 140–160 professional greetings are read at. Words are counted in the normalized
// text (what the engine says: "8 bis 17 Uhr" is four words), time is the greeting minus its pauses.
// Prints Markdown and writes bench/results/pace.md.   Run: npx tsx bench/pace.bench.ts
// Env: PACE_VOICES=a,b (those voices only).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { templatesByLocale, fillTemplate } from '../lib/greeting/templates';
import { useCases } from '../lib/greeting/spec';
import { TtsCache } from '../lib/tts/cache';
import { createTtsWorkerPool } from '../lib/tts/engines/tts-worker-pool';
import { VoiceRegistry, voiceLanguage } from '../lib/tts/registry';
import { createDefaultEngines } from '../lib/tts/service';
import { synthesizeGreeting } from '../lib/tts/synthesize';
import { prepareText } from '../lib/tts/text';

const TARGET_WPM = 150;
/** Lead-in and tail silence of every assembled greeting (lib/tts/assemble.ts). */
const PADDING_SECONDS = 0.2;

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

async function main(): Promise<void> {
  const pool = createTtsWorkerPool({ size: 2, maxQueue: 512, timeoutMs: 60_000 });
  const engines = createDefaultEngines(pool, 60_000, 2);
  const registry = new VoiceRegistry(engines);
  const none = () => new TtsCache({ memoryBytes: 1, diskBytes: 1, dir: null });
  const service = { registry, cache: none(), parallelism: 2, warm: () => pool.warm(), close: () => pool.close() };
  const only = process.env.PACE_VOICES?.split(',').filter(Boolean);
  const rows: string[] = [];
  for (const voice of registry.voices().filter((v) => !only || only.includes(v.id))) {
    const locale = voiceLanguage(voice);
    if (!locale) continue;
    const templates = templatesByLocale[locale];
    const rates: number[] = [];
    for (const useCase of useCases) {
      for (const template of templates.byUseCase[useCase]) {
        const text = fillTemplate(template.text, {}, templates.examples);
        const prepared = prepareText(text, locale);
        if (!prepared.ok) continue;
        const words = prepared.segments
          .flatMap((s) => (s.kind === 'speech' ? s.text.split(/\s+/) : []))
          .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
        const pauses = prepared.segments.reduce((sum, s) => sum + (s.kind === 'pause' ? s.seconds : 0), 0);
        const audio = await synthesizeGreeting({ text, voiceId: voice.id, locale }, service);
        const seconds = audio.samples.length / audio.sampleRate - pauses - PADDING_SECONDS;
        rates.push(words / (seconds / 60));
      }
    }
    const wpm = median(rates);
    const pace = voice.pace ?? 1;
    rows.push(
      `| ${voice.id} | ${voice.engine} | ${rates.length} | ${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))} | ${Math.round(wpm)} | ${pace.toFixed(2)} | ${((pace * TARGET_WPM) / wpm).toFixed(2)} |`,
    );
    console.error(`paced ${voice.id}: ${Math.round(wpm)} wpm`);
  }
  await service.close();
  const markdown = [
    '## Pace on the templates',
    '',
    `Words per minute of each voice on every script template of its language at the studio's 1.0×, pauses left out (median, range). "Pace for ${TARGET_WPM}" is the rate factor that would bring the median to ${TARGET_WPM} wpm; the catalog's \`pace\` is set from it.`,
    '',
    `| Voice | Engine | Templates | wpm range | wpm median | pace now | pace for ${TARGET_WPM} |`,
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');
  console.log(markdown);
  const out = path.join(process.cwd(), 'bench', 'results', 'pace.md');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, markdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
