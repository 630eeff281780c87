import { describe, expect, it } from 'vitest';
import { integratedLoudness } from '../audio/loudness';
import { getTrack } from './catalog';
import { decodeTrack } from './decode';
import { musicSampleRate, renderTrack } from './render';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { songs } from './tracks';

// The real render path (fluidsynth + FluidR3_GM + ffmpeg from Debian) on the shortest
// track, compared with the committed file: same length, same loudness.
describe('music render determinism', () => {
  const song = [...songs].sort(
    (a, b) => (a.bars * a.beatsPerBar * 60) / a.bpm - (b.bars * b.beatsPerBar * 60) / b.bpm,
  )[0];

  it('re-renders a track to the committed length and loudness', { timeout: 240_000 }, async () => {
    if (!song) throw new Error('no songs');
    const committed = getTrack(song.id);
    if (!committed) throw new Error(`${song.id} missing from the catalog`);
    const fresh = await renderTrack(song);
    const { samples } = await decodeTrack(
      new Uint8Array(await readFile(join(process.cwd(), 'public', committed.file))),
    );
    expect(Math.abs(fresh.decoded.length - samples.length) / musicSampleRate).toBeLessThanOrEqual(0.01);
    expect(fresh.decoded.length).toBe(committed.lengthSamples);
    const a = integratedLoudness(fresh.decoded, musicSampleRate);
    const b = integratedLoudness(samples, musicSampleRate);
    expect(Math.abs(a - b)).toBeLessThanOrEqual(0.5);
    expect(fresh.seamJump).toBeLessThanOrEqual(fresh.stepP99);
  });
});
