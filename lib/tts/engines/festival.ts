// Optional Festival adapter (Debian packages `festival` + `festvox-us-slt-hts`): an HTS voice
// that scored best for English intelligibility. Runs `text2wave` as a child process (so it never
// blocks the event loop) and is only registered when both the program and the voice are installed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { decodeWav } from '../../audio/encode/decode-wav';
import type { EngineAudio, SynthesisOptions, TtsEngine, VoiceInfo } from '../engine';
import { TtsUnavailableError } from '../errors';

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

/** Path of text2wave when Festival and the slt HTS voice are both installed, else null. */
export function detectFestival(): string | null {
  const text2wave = onPath('text2wave');
  if (!text2wave || !onPath('festival')) return null;
  return voiceDirs.some((dir) => fs.existsSync(dir)) ? text2wave : null;
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
    },
  ];
}

/**
 * HTS ignores Festival's Duration_Stretch; its engine's own "-r" rate works. There is no pitch
 * knob that works for this voice, so pitch uses the rate trick: speak slower by the pitch factor
 * and declare a higher sample rate (the resampler restores the tempo at the new pitch).
 */
export function festivalScript(
  voice: VoiceInfo,
  options: SynthesisOptions,
): { evals: string[]; rateScale: number } {
  const pitchFactor = 2 ** (options.pitch / 12);
  const rate = options.speed / pitchFactor;
  const evals = [`(voice_${voice.engineVoice})`];
  if (rate !== 1)
    evals.push(`(set! hts_engine_params (append hts_engine_params (list (list "-r" ${rate.toFixed(4)}))))`);
  return { evals, rateScale: pitchFactor };
}

export function createFestivalEngine(text2wave: string, timeoutMs: number): TtsEngine {
  const catalog = festivalCatalog();
  return {
    id: 'festival',
    version: 'festival-2.5+slt-hts',
    voices: () => catalog,
    async synthesize(text: string, voice: VoiceInfo, options: SynthesisOptions): Promise<EngineAudio> {
      const { evals, rateScale } = festivalScript(voice, options);
      const args = ['-o', '-', ...evals.flatMap((e) => ['-eval', e])];
      const bytes = await runProcess(text2wave, args, text, timeoutMs);
      const wav = decodeWav(withStreamedSizes(bytes));
      return { samples: wav.mono, sampleRate: Math.round(wav.sampleRate * rateScale) };
    },
  };
}

/**
 * text2wave writing to a pipe cannot seek back to fill in the chunk sizes, so the data chunk
 * says 0 bytes: let it run to the end of what was received.
 */
export function withStreamedSizes(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = String.fromCharCode(...bytes.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    if (id === 'data') {
      if (size === 0 || size === 0xffffffff) view.setUint32(offset + 4, bytes.length - offset - 8, true);
      break;
    }
    offset += 8 + size + (size % 2);
  }
  return bytes;
}

/** Text goes in on stdin (never on the command line, never as Scheme), WAV comes out on stdout. */
function runProcess(program: string, args: string[], input: string, timeoutMs: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', (error) =>
      reject(
        new TtsUnavailableError('engine', `Festival failed to start: ${error.message}`, { cause: error }),
      ),
    );
    child.on('close', (code, signal) => {
      if (signal)
        return reject(
          new TtsUnavailableError('timeout', `Festival was stopped (${signal}) after ${timeoutMs} ms.`),
        );
      if (code !== 0)
        return reject(
          new TtsUnavailableError('engine', `Festival exited with ${code}: ${err.trim().slice(0, 200)}`),
        );
      resolve(new Uint8Array(Buffer.concat(out)));
    });
    child.stdin.end(input);
  });
}
