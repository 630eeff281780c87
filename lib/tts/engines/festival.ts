// Optional Festival adapter: voices of Debian packages, each registered only when installed.
// `festvox-us-slt-hts` (an HTS voice that scored well for English intelligibility) and
// `festvox-itapc16k` (Piero Cosi's Italian diphones: a recorded male speaker, the one male voice
// of a language Pico covers only with a female speaker; measured against eSpeak in docs/tts.md).
// Runs in long-running `festival` child processes (festival-process.ts; never on the event loop).
import fs from 'node:fs';
import path from 'node:path';
import { decodeWav } from '../../audio/encode/decode-wav';
import type { EngineAudio, SynthesisOptions, TtsEngine, VoiceInfo } from '../engine';
import { FestivalPool, type FestivalVoiceKind } from './festival-process';

interface FestivalVoice {
  info: VoiceInfo;
  /** Where Debian installs the voice (any one of them). */
  dirs: string[];
  kind: FestivalVoiceKind;
}

const festivalVoices: FestivalVoice[] = [
  {
    info: {
      id: 'festival-slt',
      name: 'Sarah',
      locale: 'en-US',
      gender: 'female',
      engine: 'festival',
      engineVoice: 'cmu_us_slt_arctic_hts',
      quality: 2,
      tier: 'standard',
    },
    dirs: [
      '/usr/share/festival/voices/us/cmu_us_slt_arctic_hts',
      '/usr/share/festival/voices/english/cmu_us_slt_arctic_hts',
    ],
    kind: 'hts',
  },
  {
    info: {
      id: 'festival-it-piero',
      name: 'Piero',
      locale: 'it-IT',
      gender: 'male',
      engine: 'festival',
      engineVoice: 'pc_diphone',
      // Between Pico (3, the default) and eSpeak (1): a recorded speaker, clearer than formants.
      quality: 2,
      tier: 'standard',
      // 141 wpm on the Italian templates at 1 (bench/pace.bench.ts): 1.06 lands near 150.
      pace: 1.06,
    },
    dirs: ['/usr/share/festival/voices/italian/pc_diphone'],
    kind: 'diphone',
  },
];

function onPath(program: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, program);
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

export interface FestivalInstall {
  /** Path of the `festival` program. */
  program: string;
  /** Ids of the voices installed with it. */
  voiceIds: string[];
}

/** Festival and the voices of ours it has, when `festival` and at least one are installed. */
export function detectFestival(): FestivalInstall | null {
  const program = onPath('festival');
  if (!program) return null;
  const voiceIds = festivalVoices
    .filter((v) => v.dirs.some((dir) => fs.existsSync(dir)))
    .map((v) => v.info.id);
  return voiceIds.length ? { program, voiceIds } : null;
}

export function festivalCatalog(voiceIds: string[] = festivalVoices.map((v) => v.info.id)): VoiceInfo[] {
  return festivalVoices.filter((v) => voiceIds.includes(v.info.id)).map((v) => v.info);
}

/**
 * HTS ignores Festival's Duration_Stretch (its engine's own "-r" rate works); the diphone voices
 * take Duration_Stretch. Neither has a pitch knob that works for every voice, so pitch uses the rate
 * trick: speak slower by the pitch factor and declare a higher sample rate (the resampler restores
 * the tempo at the new pitch).
 */
export function festivalRate(options: SynthesisOptions): { rate: number; rateScale: number } {
  const pitchFactor = 2 ** (options.pitch / 12);
  return { rate: options.speed / pitchFactor, rateScale: pitchFactor };
}

/**
 * @param install what detectFestival found
 * @param size processes at most per voice, each speaking one sentence at a time (the TTS worker count)
 */
export function createFestivalEngine(install: FestivalInstall, timeoutMs: number, size = 2): TtsEngine {
  const catalog = festivalCatalog(install.voiceIds);
  // One pool per voice: a Festival process loads one voice and keeps it.
  const pools = new Map<string, FestivalPool>();
  return {
    id: 'festival',
    // "+pipe": one long-running process per slot since November 2026 (sound unchanged; the
    // version still changes so cached audio from the per-sentence text2wave path is re-made once).
    version: 'festival-2.5+slt-hts+pipe',
    voices: () => catalog,
    async synthesize(text: string, voice: VoiceInfo, options: SynthesisOptions): Promise<EngineAudio> {
      const { rate, rateScale } = festivalRate(options);
      const kind = festivalVoices.find((v) => v.info.id === voice.id)?.kind ?? 'hts';
      let pool = pools.get(voice.engineVoice);
      if (!pool) {
        pool = new FestivalPool({
          program: install.program,
          voice: voice.engineVoice,
          kind,
          size,
          timeoutMs,
        });
        pools.set(voice.engineVoice, pool);
      }
      const wav = decodeWav(await pool.run({ text, rate }));
      return { samples: wav.mono, sampleRate: Math.round(wav.sampleRate * rateScale) };
    },
    close() {
      for (const pool of pools.values()) pool.close();
      pools.clear();
    },
  };
}
