// Server render benchmark: a 30 s greeting with music through the exact paid-order code path
// (prepare → mix → normalize → export) for every preset, plus the browser's re-mix after a
// slider change (60 s of prepared audio). Median of RUNS runs; prints a Markdown table and writes
// it to bench/results/render.md.  Run: npx tsx bench/render.bench.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { presetIds, useCaseDefaults, type GreetingSpec, type PresetId } from '../lib/greeting/spec';
import { loadMp3Encoder } from '../lib/audio/encode/mp3';
import { exportGreeting } from '../lib/audio/export';
import {
  mixPrepared,
  prepareMusic,
  prepareVoice,
  renderPrepared,
  type PreparedMusic,
  type PreparedVoice,
} from '../lib/audio/render-mix';
import { musicLike, voiceLike } from '../lib/audio/test-signals';

const RUNS = 7;
const SECONDS = 30;
const VOICE_RATE = 22050; // eSpeak NG's native rate
const MUSIC_RATE = 48000; // Opus tracks decode at 48 kHz

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

interface Timing {
  /** Median wall-clock milliseconds. */
  wall: number;
  /** Median CPU milliseconds of this process (robust when other jobs share the machine). */
  cpu: number;
  /** Fastest and slowest wall-clock run. */
  min: number;
  max: number;
}

async function timeIt(fn: () => unknown | Promise<unknown>): Promise<Timing> {
  await fn(); // warm-up (JIT, filter tables)
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const c = process.cpuUsage();
    const t = performance.now();
    await fn();
    walls.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpus.push((used.user + used.system) / 1000);
  }
  return { wall: median(walls), cpu: median(cpus), min: Math.min(...walls), max: Math.max(...walls) };
}

const fmt = (t: Timing) => `${t.wall.toFixed(1)} (${t.cpu.toFixed(1)}) ${t.min.toFixed(1)}–${t.max.toFixed(1)}`;

function specFor(totalSeconds: number): {
  spec: Pick<GreetingSpec, 'music' | 'voiceDelay' | 'voiceVolumeDb'>;
  voiceSeconds: number;
} {
  const d = useCaseDefaults['business-voicemail'];
  const spec = {
    voiceDelay: d.voiceDelay,
    voiceVolumeDb: d.voiceVolumeDb,
    music: { ...d.music, trackId: 'bench' },
  };
  return { spec, voiceSeconds: totalSeconds - spec.voiceDelay - spec.music.intro - spec.music.outro };
}

async function main(): Promise<void> {
  await loadMp3Encoder();
  const { spec, voiceSeconds } = specFor(SECONDS);
  const voiceRaw = voiceLike(VOICE_RATE, voiceSeconds);
  const musicRaw = musicLike(MUSIC_RATE, 90);

  let voice: PreparedVoice = prepareVoice(voiceRaw, VOICE_RATE);
  let music: PreparedMusic = prepareMusic(musicRaw, MUSIC_RATE);
  const prepare = await timeIt(() => {
    voice = prepareVoice(voiceRaw, VOICE_RATE);
    music = prepareMusic(musicRaw, MUSIC_RATE);
  });
  const mix = renderPrepared(voice, music, spec);
  const mixT = await timeIt(() => renderPrepared(voice, music, spec));

  const rows: string[] = [];
  const mp3 = new Set<PresetId>(['universal-mp3', 'cloud-mp3']);
  let allMet = true;
  for (const preset of presetIds) {
    const encode = await timeIt(() => exportGreeting(mix.samples, mix.sampleRate, preset));
    const total = prepare.wall + mixT.wall + encode.wall;
    const totalCpu = prepare.cpu + mixT.cpu + encode.cpu;
    const rtf = (SECONDS * 1000) / total;
    const rtfCpu = (SECONDS * 1000) / totalCpu;
    const target = mp3.has(preset) ? 50 : 300;
    const met = rtf >= target;
    allMet &&= met;
    rows.push(
      `| ${preset} | ${fmt(prepare)} | ${fmt(mixT)} | ${fmt(encode)} | ${total.toFixed(1)} (${totalCpu.toFixed(1)}) | ${rtf.toFixed(0)}× (${rtfCpu.toFixed(0)}×) | ≥ ${target}× ${met ? '✅' : rtfCpu >= target ? '⚠️ CPU only' : '❌'} |`,
    );
  }

  // Browser preview: 60 s of prepared audio re-mixed (mix + normalize) into a reused buffer.
  const long = specFor(60);
  const voice60 = prepareVoice(voiceLike(VOICE_RATE, long.voiceSeconds), VOICE_RATE);
  const buffer = new Float32Array(60 * 48000 + 48000);
  const remix = await timeIt(() =>
    renderPrepared(voice60, music, { ...long.spec, music: { ...long.spec.music, volumeDb: -14 } }, buffer),
  );
  // The preview's slider path: layout + sum with the last exact loudness gain folded in.
  const quickSpec = { ...long.spec, music: { ...long.spec.music, volumeDb: -12 } };
  const quick = await timeIt(() => mixPrepared(voice60, music, quickSpec, buffer, 0.8));

  const lines = [
    `## Render benchmark (${SECONDS} s greeting with music)`,
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}. Median of ${RUNS} runs after a warm-up.`,
    `Voice ${VOICE_RATE} Hz (synthetic, voice-like), music ${MUSIC_RATE} Hz (synthetic), mixed at 48 kHz, normalized to −16 LUFS / −1 dBTP.`,
    `Times in ms as median wall (median CPU) min–max wall. "prepare" = resampling voice and music to 48 kHz + voice activity (cacheable per TTS clip / track); "export" = resample to the preset's rate + encode; RTF = real-time factor of the whole chain (wall, CPU). Load average at start: ${loadavg()[0]!.toFixed(2)}.`,
    '',
    '| preset | prepare | mix + normalize | export | total | RTF | target |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
    `Browser re-mix after a slider change, 60 s of audio into a reused buffer:`,
    `- quick mix (layout + sum with the last gain folded in: the preview while a slider moves): **${fmt(quick)} ms** (target ≤ 20 ms) ${quick.wall <= 20 ? '✅' : quick.cpu <= 20 ? '⚠️ CPU only' : '❌'}`,
    `- exact render (mix + loudness search + true peak, when the slider rests): **${fmt(remix)} ms**`,
    '',
    allMet ? 'All server targets met.' : 'Some server targets missed (see ❌).',
    '',
  ];
  const md = lines.join('\n');
  process.stdout.write(md);
  const out = join(dirname(new URL(import.meta.url).pathname), 'results', 'render.md');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, md);
}

void main();
