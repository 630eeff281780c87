// Optional Festival adapter (Debian packages `festival` + `festvox-us-slt-hts`): an HTS voice
// that scored well for English intelligibility. Runs in long-running `festival` child processes
// (festival-process.ts; never on the event loop) and is only registered when Festival and the
// voice are installed.
import fs from 'node:fs';
import path from 'node:path';
import { decodeWav } from '../../audio/encode/decode-wav';
import type { EngineAudio, SynthesisOptions, TtsEngine, VoiceInfo } from '../engine';
import { FestivalPool } from './festival-process';

const voiceDirs = [
  '/usr/share/festival/voices/us/cmu_us_slt_arctic_hts',
  '/usr/share/festival/voices/english/cmu_us_slt_arctic_hts',
];

function onPath(program: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, program);
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** Path of `festival` when Festival and the slt HTS voice are installed, else null. */
export function detectFestival(): string | null {
  const festival = onPath('festival');
  if (!festival) return null;
  return voiceDirs.some((dir) => fs.existsSync(dir)) ? festival : null;
}

export function festivalCatalog(): VoiceInfo[] {
  return [
    {
      id: 'festival-slt',
      name: 'Sarah',
      locale: 'en-US',
      gender: 'female',
      engine: 'festival',
      engineVoice: 'cmu_us_slt_arctic_hts',
      quality: 2,
      tier: 'standard',
    },
  ];
}

/**
 * HTS ignores Festival's Duration_Stretch; its engine's own "-r" rate works. There is no pitch
 * knob that works for this voice, so pitch uses the rate trick: speak slower by the pitch factor
 * and declare a higher sample rate (the resampler restores the tempo at the new pitch).
 */
export function festivalRate(options: SynthesisOptions): { rate: number; rateScale: number } {
  const pitchFactor = 2 ** (options.pitch / 12);
  return { rate: options.speed / pitchFactor, rateScale: pitchFactor };
}

/**
 * @param festival path of the `festival` program (detectFestival)
 * @param size processes at most, each speaking one sentence at a time (the TTS worker count)
 */
export function createFestivalEngine(festival: string, timeoutMs: number, size = 2): TtsEngine {
  const catalog = festivalCatalog();
  let pool: FestivalPool | null = null;
  return {
    id: 'festival',
    // "+pipe": one long-running process per slot since November 2026 (sound unchanged; the
    // version still changes so cached audio from the per-sentence text2wave path is re-made once).
    version: 'festival-2.5+slt-hts+pipe',
    voices: () => catalog,
    async synthesize(text: string, voice: VoiceInfo, options: SynthesisOptions): Promise<EngineAudio> {
      const { rate, rateScale } = festivalRate(options);
      pool ??= new FestivalPool({ program: festival, voice: voice.engineVoice, size, timeoutMs });
      const wav = decodeWav(await pool.run({ text, rate }));
      return { samples: wav.mono, sampleRate: Math.round(wav.sampleRate * rateScale) };
    },
    close() {
      pool?.close();
      pool = null;
    },
  };
}
