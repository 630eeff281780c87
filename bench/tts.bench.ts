// TTS preview benchmark: latency (cold / warm / cached, p50 and p95 over RUNS runs) and the
// real-time factor for the two greetings with every English voice and one greeting per
// other language; then intelligibility of each English voice as word error rate of an offline
// recognizer (Debian pocketsphinx + pocketsphinx-en-us, 16 kHz via sox) against the spoken text.
// Prints Markdown and writes bench/results/tts.md.   Run: npx tsx bench/tts.bench.ts [--no-wer]
// Env: TTS_BENCH_RUNS (20), TTS_BENCH_VOICES=a,b (latency rows for those voices only),
// TTS_BENCH_OTHER_LANGUAGES=0 (English only), TTS_BENCH_DEFAULTS=1 (a table of the default voice per
// language with its engine and tier).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { encodeWav } from '../lib/audio/encode/wav';
import { locales, type Locale } from '../lib/i18n/locales';
import { TtsCache } from '../lib/tts/cache';
import { medianF0 } from '../lib/tts/testing/audio-stats';
import { createTtsWorkerPool } from '../lib/tts/engines/tts-worker-pool';
import { VoiceRegistry, voiceLanguage } from '../lib/tts/registry';
import { createDefaultEngines, type TtsService } from '../lib/tts/service';
import { synthesizeGreeting } from '../lib/tts/synthesize';
import { prepareText } from '../lib/tts/text';

const RUNS = Number(process.env.TTS_BENCH_RUNS ?? 20);
const WORKERS = Number(process.env.TTS_WORKERS ?? 2);

const english = [
  'Thank you for calling Northwind Dental. Our office is currently closed. Our hours are Monday through Friday, 8 AM to 5 PM. Please leave your name, number, and a brief message after the tone, and we will return your call as soon as possible.',
  'You have reached the voicemail of Maria Lopez. I am out of the office until January 5th. For urgent matters, please call 555-0134.',
];

const firstGreeting: Record<Exclude<Locale, 'en'>, string> = {
  de: 'Vielen Dank für Ihren Anruf bei Northwind Dental. Unsere Praxis ist derzeit geschlossen. Unsere Öffnungszeiten sind Montag bis Freitag, 8 bis 17 Uhr. Bitte hinterlassen Sie Ihren Namen, Ihre Nummer und eine kurze Nachricht nach dem Signalton, und wir rufen Sie so bald wie möglich zurück.',
  el: 'Σας ευχαριστούμε που καλέσατε το Northwind Dental. Το ιατρείο μας είναι προς το παρόν κλειστό. Το ωράριό μας είναι Δευτέρα έως Παρασκευή, 8 π.μ. έως 5 μ.μ. Παρακαλούμε αφήστε το όνομά σας, τον αριθμό σας και ένα σύντομο μήνυμα μετά τον ήχο, και θα σας καλέσουμε το συντομότερο δυνατό.',
  es: 'Gracias por llamar a Northwind Dental. Nuestra consulta está cerrada en este momento. Nuestro horario es de lunes a viernes, de 8 a 17 horas. Por favor, deje su nombre, su número y un breve mensaje después de la señal, y le devolveremos la llamada lo antes posible.',
  fr: "Merci d'avoir appelé Northwind Dental. Notre cabinet est actuellement fermé. Nos horaires sont du lundi au vendredi, de 8 h à 17 h. Veuillez laisser votre nom, votre numéro et un bref message après le bip, et nous vous rappellerons dans les plus brefs délais.",
  it: 'Grazie per aver chiamato Northwind Dental. Il nostro studio è attualmente chiuso. I nostri orari sono dal lunedì al venerdì, dalle 8 alle 17. Lasci il suo nome, il suo numero e un breve messaggio dopo il segnale acustico, e la richiameremo il prima possibile.',
  pt: 'Obrigado por ligar para a Northwind Dental. O nosso consultório está fechado neste momento. O nosso horário é de segunda a sexta, das 8 às 17 horas. Por favor, deixe o seu nome, o seu número e uma breve mensagem após o sinal, e ligaremos de volta o mais breve possível.',
};

interface Row {
  voiceId: string;
  greeting: string;
  audioSeconds: number;
  coldMs: number;
  warm: number[];
  /** CPU milliseconds of the whole process (main thread and workers) per warm request. */
  warmCpu: number[];
  cached: number[];
  /** Wall ms after changing one sentence of the greeting (the other sentences from the sentence cache). */
  edited: number[];
  /** Median fundamental frequency of the greeting (Hz): says which voice is the lower (male) one. */
  f0: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

type TtsWorkerPool = ReturnType<typeof createTtsWorkerPool>;

/**
 * A service over `pool` (fresh workers by default). `cached: false` keeps nothing, so every call
 * synthesizes every sentence; `'sentences'` caches single sentences only (an edited greeting).
 */
function freshService(
  cached: boolean | 'sentences',
  pool: TtsWorkerPool = createTtsWorkerPool({ size: WORKERS, maxQueue: 256, timeoutMs: 60_000 }),
): TtsService & { pool: TtsWorkerPool } {
  const memory = (on: boolean) =>
    new TtsCache({ memoryBytes: on ? 256 * 1024 * 1024 : 1, diskBytes: 1, dir: null });
  const engines = createDefaultEngines(pool, 60_000, WORKERS);
  return {
    pool,
    registry: new VoiceRegistry(engines),
    cache: memory(cached === true),
    sentenceCache: cached === 'sentences' ? memory(true) : undefined,
    parallelism: WORKERS,
    warm: () => pool.warm(),
    close: async () => {
      for (const engine of engines) engine.close?.();
      await pool.close();
    },
  };
}

async function timed(fn: () => Promise<unknown>, cpu?: number[]): Promise<number> {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  await fn();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpuStart);
  cpu?.push((used.user + used.system) / 1000);
  return wall;
}

async function measure(voiceId: string, greeting: string, label: string): Promise<Row> {
  const uncached = freshService(false);
  let audioSeconds = 0;
  let f0 = Number.NaN;
  // Cold: the first request after start (workers spawn, engines load, WASM compiles).
  const coldMs = await timed(async () => {
    const audio = await synthesizeGreeting({ text: greeting, voiceId }, uncached);
    audioSeconds = audio.samples.length / audio.sampleRate;
    f0 = medianF0(audio.samples, audio.sampleRate);
  });
  const warm: number[] = [];
  const warmCpu: number[] = [];
  for (let i = 0; i < RUNS; i++)
    warm.push(await timed(() => synthesizeGreeting({ text: greeting, voiceId }, uncached), warmCpu));
  // The cached and edit measurements reuse the warm workers: workers starting up (loading and
  // compiling both engines) would compete for the 2 cores and show up as cache-hit outliers.
  const withCache = freshService(true, uncached.pool);
  await synthesizeGreeting({ text: greeting, voiceId }, withCache);
  const cached: number[] = [];
  for (let i = 0; i < RUNS; i++)
    cached.push(await timed(() => synthesizeGreeting({ text: greeting, voiceId }, withCache)));
  const sentences = freshService('sentences', uncached.pool);
  await synthesizeGreeting({ text: greeting, voiceId }, sentences);
  const edited: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // A new last sentence each time: the others come from the sentence cache.
    const text = `${greeting} Reference ${i + 1}.`;
    edited.push(await timed(() => synthesizeGreeting({ text, voiceId }, sentences)));
  }
  await uncached.close();
  return { voiceId, greeting: label, audioSeconds, coldMs, warm, warmCpu, cached, edited, f0 };
}

/** Word error rate: word-level edit distance / reference words. */
function wordErrorRate(reference: string, hypothesis: string): number {
  const words = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9' ]+/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
  const ref = words(reference);
  const hyp = words(hypothesis);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[hyp.length]! / Math.max(1, ref.length);
}

/** What the engine was asked to say (after normalization): the fair reference for the recognizer. */
function spokenText(text: string): string {
  const prepared = prepareText(text, 'en');
  if (!prepared.ok) throw new Error(`cannot prepare ${text}`);
  return prepared.segments.map((s) => (s.kind === 'speech' ? s.text : '')).join(' ');
}

function transcribe(samples: Float32Array, sampleRate: number, dir: string): string {
  const original = path.join(dir, 'speech.wav');
  const narrow = path.join(dir, 'speech-16k.wav');
  writeFileSync(original, encodeWav(samples, sampleRate, 'pcm16'));
  execFileSync('sox', [original, '-r', '16000', '-c', '1', '-b', '16', narrow]);
  return execFileSync('pocketsphinx_continuous', ['-infile', narrow, '-logfn', '/dev/null'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

function hasProgram(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const catalog = freshService(false);
  // TTS_BENCH_VOICES=flite-slt,espeak-de-lena limits the run to those voices.
  const only = process.env.TTS_BENCH_VOICES?.split(',').filter(Boolean);
  const allVoices = catalog.registry.voices();
  const voices = allVoices.filter((v) => !only || only.includes(v.id));
  await catalog.close();
  const englishVoices = voices.filter((v) => voiceLanguage(v) === 'en');
  // Intelligibility always covers every English voice: it is what picks the default voice.
  const werVoices = allVoices.filter((v) => voiceLanguage(v) === 'en');
  // TTS_BENCH_OTHER_LANGUAGES=0 measures English only (the full suite's HTTP section covers the rest).
  const otherLanguages = process.env.TTS_BENCH_OTHER_LANGUAGES !== '0';
  // With TTS_BENCH_VOICES every listed voice of a language is measured (e.g. two male voices side
  // by side); otherwise the first (default) voice of each language.
  const others = (Object.keys(firstGreeting) as (keyof typeof firstGreeting)[]).flatMap((locale) => {
    const ofLocale = voices.filter((v) => voiceLanguage(v) === locale);
    return (only ? ofLocale : ofLocale.slice(0, 1)).map((voice) => ({ voice, locale }));
  });

  const rows: Row[] = [];
  for (const voice of englishVoices) {
    for (const [i, text] of english.entries()) {
      rows.push(await measure(voice.id, text, `en #${i + 1}`));
      console.error(`measured ${voice.id} en #${i + 1}`);
    }
  }
  for (const { voice, locale } of otherLanguages ? others : []) {
    rows.push(await measure(voice.id, firstGreeting[locale], `${locale} #1`));
    console.error(`measured ${voice.id} ${locale} #1`);
  }

  const ms = (n: number) => n.toFixed(n < 10 ? 1 : 0);
  const lines = [
    '# TTS benchmark',
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} at the end, Node ${process.version}, ${WORKERS} workers, ${RUNS} runs per cell. ` +
      'Latency is wall-clock for `synthesizeGreeting` (text normalization, synthesis in the worker pool, resampling to 24 kHz, loudness normalization); ' +
      'cold = first request on a fresh pool (workers start, engines load), warm = later requests with the cache disabled, cached = cache hits. ' +
      'CPU = process CPU time (all threads) per warm request: the work itself, robust when other jobs share the machine. RTF = warm p50 / audio duration. F0 = median pitch of the greeting.',
    '',
    '| Voice | Greeting | Audio (s) | Cold (ms) | Warm p50 | Warm p95 | Warm CPU p50 | Cached p50 | Cached p95 | RTF | F0 (Hz) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.voiceId} | ${r.greeting} | ${r.audioSeconds.toFixed(1)} | ${ms(r.coldMs)} | ${ms(percentile(r.warm, 50))} | ${ms(percentile(r.warm, 95))} | ${ms(percentile(r.warmCpu, 50))} | ${ms(percentile(r.cached, 50))} | ${ms(percentile(r.cached, 95))} | ${(percentile(r.warm, 50) / 1000 / r.audioSeconds).toFixed(3)} | ${Math.round(r.f0)} |`,
    ),
  ];

  lines.push(
    '',
    '## Listen again after an edit',
    '',
    'Wall ms for the greeting with one sentence added ("Reference N."), every other sentence served by the per-sentence cache.',
    '',
    '| Voice | Greeting | Edited p50 | Edited p95 |',
    '|---|---|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.voiceId} | ${r.greeting} | ${ms(percentile(r.edited, 50))} | ${ms(percentile(r.edited, 95))} |`,
    ),
  );

  if (process.env.TTS_BENCH_DEFAULTS === '1') {
    lines.push(
      '',
      '## Default voice per language',
      '',
      'The voice the studio preselects (the first of its language in `/api/voices/`) on this server, with no cloud keys set.',
      '',
      '| Language | Voice | Name | Engine | Tier |',
      '|---|---|---|---|---|',
      ...locales.flatMap((locale) => {
        const v = allVoices.find((x) => voiceLanguage(x) === locale);
        return v ? [`| ${locale} | ${v.id} | ${v.name} | ${v.engine} | ${v.tier} |`] : [`| ${locale} | — | | | |`];
      }),
    );
  }

  if (process.argv.includes('--no-wer')) {
    lines.push('', '_Intelligibility skipped (--no-wer)._');
  } else if (hasProgram('pocketsphinx_continuous') && hasProgram('sox')) {
    const service = freshService(true);
    const dir = mkdtempSync(path.join(tmpdir(), 'tts-wer-'));
    lines.push(
      '',
      '## Intelligibility (English)',
      '',
      'Word error rate of pocketsphinx (en-US model) on each voice, against the normalized text the engine spoke. Lower is better.',
      '',
    );
    lines.push('| Voice | Greeting 1 WER | Greeting 2 WER | Mean |', '|---|---:|---:|---:|');
    const transcripts: string[] = [];
    for (const voice of werVoices) {
      const rates: number[] = [];
      for (const text of english) {
        const audio = await synthesizeGreeting({ text, voiceId: voice.id }, service);
        const heard = transcribe(audio.samples, audio.sampleRate, dir);
        rates.push(wordErrorRate(spokenText(text), heard));
        transcripts.push(`- ${voice.id}: “${heard}”`);
      }
      const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
      lines.push(
        `| ${voice.id} | ${(rates[0]! * 100).toFixed(1)} % | ${(rates[1]! * 100).toFixed(1)} % | ${(mean * 100).toFixed(1)} % |`,
      );
      console.error(`transcribed ${voice.id}`);
    }
    lines.push('', 'Transcripts:', '', ...transcripts);
    rmSync(dir, { recursive: true, force: true });
    await service.close();
  } else {
    lines.push(
      '',
      '_Intelligibility skipped: needs `sox`, `pocketsphinx` and `pocketsphinx-en-us` (Debian)._',
    );
  }

  const markdown = `${lines.join('\n')}\n`;
  console.log(markdown);
  const out = path.join(process.cwd(), 'bench', 'results', 'tts.md');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, markdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
