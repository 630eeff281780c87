// The render path for the music library (Node only: runs fluidsynth and ffmpeg).
// note data → MIDI (two passes + tail) → fluidsynth (float WAV, 48 kHz) → mono →
// the second pass, exactly one loop long → loudness-matched → Ogg Opus.
// Keeping the second pass means the reverb tails of the loop's end are already present
// at its start, so the file loops without a seam.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bitexactOutputArgs } from '../audio/encode/ffmpeg-args';
import { normalizeLoudness } from '../audio/normalize';
import { decodeTrack } from './decode';
import { songToMidi } from './midi';
import { opusPreSkip, trimOggOpus } from './ogg';
import { seamJump, stepQuantile } from './seam';
import { loopSeconds, type Song } from './song';

export const musicSampleRate = 48_000;
export const targetLufs = -20;
export const opusBitrate = '40k';
export const soundfontPath = '/usr/share/sounds/sf2/FluidR3_GM.sf2';

// Every synth setting that shapes the sound is pinned, so a render does not depend on
// the machine's fluidsynth defaults; one core keeps the mixing order fixed.
const fluidsynthSettings = [
  'synth.cpu-cores=1',
  'synth.polyphony=256',
  'synth.reverb.active=1',
  'synth.reverb.room-size=0.6',
  'synth.reverb.damp=0.4',
  'synth.reverb.width=0.8',
  'synth.reverb.level=0.6',
  'synth.chorus.active=1',
  'synth.chorus.nr=3',
  'synth.chorus.level=1.2',
  'synth.chorus.speed=0.3',
  'synth.chorus.depth=8',
  'audio.file.type=wav',
  'audio.file.format=float',
  'audio.file.endian=little',
];

function run(cmd: string, args: string[], input?: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(new Error(`${cmd} exited with ${code}: ${Buffer.concat(err).toString().slice(-2000)}`)),
    );
    child.stdin.end(input ? Buffer.from(input.buffer, input.byteOffset, input.byteLength) : undefined);
  });
}

const floatsOf = (buf: Buffer): Float32Array => {
  const copy = new Uint8Array(buf.byteLength);
  copy.set(buf);
  return new Float32Array(copy.buffer, 0, Math.floor(buf.byteLength / 4));
};

/** Loop length in samples at 48 kHz, as the synthesizer times it. */
export const loopSamples = (song: Song): number => Math.round(loopSeconds(song) * musicSampleRate);

/** fluidsynth render of the song played twice (plus a tail), downmixed to mono. */
export async function synthesize(song: Song): Promise<Float32Array> {
  const dir = await mkdtemp(join(tmpdir(), `music-${song.id}-`));
  try {
    const midPath = join(dir, 'song.mid');
    const wavPath = join(dir, 'song.wav');
    await writeFile(midPath, songToMidi(song, { passes: 2, tailBeats: song.beatsPerBar }));
    const settings = fluidsynthSettings.flatMap((s) => ['-o', s]);
    await run('fluidsynth', [
      '-ni',
      '-q',
      '-g',
      '0.6',
      '-r',
      String(musicSampleRate),
      ...settings,
      '-F',
      wavPath,
      soundfontPath,
      midPath,
    ]);
    // ffmpeg only unpacks the float WAV here (no resampling or mixing), we downmix ourselves.
    const stereo = floatsOf(
      await run('ffmpeg', ['-v', 'error', '-i', wavPath, '-f', 'f32le', '-c:a', 'pcm_f32le', '-']),
    );
    const mono = new Float32Array(stereo.length / 2);
    for (let i = 0; i < mono.length; i++) mono[i] = ((stereo[2 * i] ?? 0) + (stereo[2 * i + 1] ?? 0)) / 2;
    return mono;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Where one loop can be cut from a two-pass render: in the second pass, 5–100 ms before
 * its downbeat, where the signal is periodic. Candidates are ranked by how small the
 * sample step is at the cut (so the loop's last → first step is an ordinary step of the
 * music, not the downbeat's note onsets), at least 10 ms apart.
 */
export function seamCandidates(twoPasses: Float32Array, length: number, count: number): number[] {
  if (twoPasses.length < 2 * length) throw new Error(`Render too short: ${twoPasses.length} < ${2 * length}`);
  const ranked: { cut: number; step: number }[] = [];
  for (let i = length - 4800; i <= length - 240; i++) {
    ranked.push({ cut: i, step: Math.abs((twoPasses[i] ?? 0) - (twoPasses[i - 1] ?? 0)) });
  }
  ranked.sort((a, b) => a.step - b.step || a.cut - b.cut);
  const picked: number[] = [];
  for (const r of ranked) {
    if (picked.every((c) => Math.abs(c - r.cut) >= 480)) picked.push(r.cut);
    if (picked.length === count) break;
  }
  return picked;
}

/** A loop at the library's common loudness (the shared normalizer limits only above −2 dBTP, leaving room for Opus overshoot under −1 dBTP). */
export function loudnessMatch(samples: Float32Array): Float32Array {
  return normalizeLoudness(samples, musicSampleRate, { targetLufs, truePeakDb: -2, maxGainDb: 40 }).samples;
}

export type RenderedTrack = { opus: Uint8Array; decoded: Float32Array; seamJump: number; stepP99: number };

/**
 * The whole render path for one song: synthesize twice through, cut one loop, match its
 * loudness, encode to Opus and decode again as the app will. Lossy coding adds a little
 * noise on both sides of the seam, so a few cut points are tried and the one whose
 * decoded seam is smoothest (relative to the music's own steps) is kept.
 */
export async function renderTrack(song: Song): Promise<RenderedTrack> {
  const twoPasses = await synthesize(song);
  const length = loopSamples(song);
  let best: RenderedTrack | undefined;
  for (const cut of seamCandidates(twoPasses, length, 6)) {
    const opus = await encodeOpus(loudnessMatch(twoPasses.slice(cut, cut + length)));
    const { samples } = await decodeTrack(opus);
    if (samples.length !== length)
      throw new Error(`${song.id}: decoded ${samples.length} samples, expected ${length}`);
    const candidate = {
      opus,
      decoded: samples,
      seamJump: seamJump(samples),
      stepP99: stepQuantile(samples, 0.99),
    };
    if (!best || candidate.seamJump / candidate.stepP99 < best.seamJump / best.stepP99) best = candidate;
    if (best.seamJump <= 0.25 * best.stepP99) break;
  }
  if (!best) throw new Error(`${song.id}: no loop cut found`);
  return best;
}

// Encoder context around the loop (see ogg.ts): 400 ms of the loop's end before it, 20 ms of
// its start after it.
const prerollSamples = 19_200;
const postrollSamples = 960;

/**
 * Encode one loop (mono, 48 kHz) as Ogg Opus that decodes to exactly `loop.length` samples
 * and wraps without a click. Bit-exact flags keep encoder versions out of the file.
 */
export async function encodeOpus(loop: Float32Array): Promise<Uint8Array> {
  const input = new Float32Array(prerollSamples + loop.length + postrollSamples);
  input.set(loop.subarray(loop.length - prerollSamples), 0);
  input.set(loop, prerollSamples);
  input.set(loop.subarray(0, postrollSamples), prerollSamples + loop.length);
  const raw = await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-f',
      'f32le',
      '-ar',
      String(musicSampleRate),
      '-ac',
      '1',
      '-i',
      '-',
      '-c:a',
      'libopus',
      '-b:a',
      opusBitrate,
      '-vbr',
      'constrained',
      '-application',
      'audio',
      ...bitexactOutputArgs,
      '-f',
      'ogg',
      '-',
    ],
    new Uint8Array(input.buffer),
  );
  const bytes = new Uint8Array(raw);
  const preSkip = opusPreSkip(bytes) + prerollSamples;
  return trimOggOpus(bytes, preSkip, BigInt(preSkip + loop.length));
}
