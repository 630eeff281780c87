import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tracks } from './catalog';
import { decodeTrack } from './decode';
import { oggCrc, oggPages, opusPreSkip, trimOggOpus } from './ogg';
import { seamCandidates } from './render';

describe('Ogg Opus trimming', () => {
  it('computes the Ogg CRC-32 of a known input', () => {
    // CRC-32/MPEG-2-style polynomial without reflection, initial value 0 (Ogg's variant).
    expect(oggCrc(new TextEncoder().encode('123456789'))).toBe(0x89a1897f);
  });

  it('moves the start with the pre-skip and the end with the last granule', { timeout: 60_000 }, async () => {
    const track = tracks[0];
    if (!track) throw new Error('empty catalog');
    const bytes = new Uint8Array(await readFile(join(process.cwd(), 'public', track.file)));
    const preSkip = opusPreSkip(bytes);
    const last = oggPages(bytes).at(-1);
    if (!last) throw new Error('no pages');
    const full = await decodeTrack(bytes);
    const trimmed = await decodeTrack(trimOggOpus(bytes, preSkip + 960, last.granule - 480n));
    expect(trimmed.samples.length).toBe(track.lengthSamples - 960 - 480);
    // Same audio, just 960 samples later into the stream.
    expect(Array.from(trimmed.samples.subarray(5000, 5010))).toEqual(
      Array.from(full.samples.subarray(5960, 5970)),
    );
    expect(() => trimOggOpus(bytes, preSkip, last.granule + 1n)).toThrow(/outside the last page/);
    expect(() => trimOggOpus(bytes, 70_000, last.granule)).toThrow(/16 bits/);
  });
});

describe('seamCandidates', () => {
  it('cuts just before the downbeat, away from note onsets, at small steps', () => {
    const length = 48_000;
    // A periodic signal: a soft sine plus a loud click train at every downbeat.
    const signal = Float32Array.from({ length: 2 * length + 1000 }, (_, i) => {
      const t = i % length;
      return 0.1 * Math.sin((2 * Math.PI * i) / 100) + (t < 50 ? 0.8 : 0);
    });
    const cuts = seamCandidates(signal, length, 4);
    expect(cuts).toHaveLength(4);
    for (const c of cuts) {
      expect(c).toBeGreaterThanOrEqual(length - 4800);
      expect(c).toBeLessThanOrEqual(length - 240);
      expect(Math.abs((signal[c] ?? 0) - (signal[c - 1] ?? 0))).toBeLessThan(0.01);
    }
    expect(new Set(cuts.map((c) => Math.floor(c / 480))).size).toBeGreaterThan(1);
  });
});
