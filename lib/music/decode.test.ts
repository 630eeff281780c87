import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { integratedLoudness } from '../audio/loudness';
import { tracks } from './catalog';
import { decodeTrack } from './decode';
import { clearTrackCache, loadTrack } from './load-track.server';
import { oggCrc, oggPages } from './ogg';
import { targetLufs } from './render';
import { seamJump, stepQuantile } from './seam';

const bytesOf = async (id: string) =>
  new Uint8Array(await readFile(join(process.cwd(), 'public', 'music', `${id}.opus`)));

// Decoding a 90 s track takes about a second of WASM, more on a busy machine.
const slow = { timeout: 60_000 };

describe.each(tracks.map((t) => [t.id, t] as const))('committed track %s', (id, track) => {
  it('decodes to exactly one loop that wraps without a click, at the library loudness', slow, async () => {
    const bytes = await bytesOf(id);
    const { samples, sampleRate } = await decodeTrack(bytes);
    expect(sampleRate).toBe(48_000);
    expect(samples.length).toBe(track.lengthSamples);
    expect(Math.abs(samples.length / sampleRate - track.durationSec)).toBeLessThanOrEqual(0.01);
    expect(seamJump(samples)).toBeLessThanOrEqual(stepQuantile(samples, 0.99));
    const lufs = integratedLoudness(samples, sampleRate);
    expect(Math.abs(lufs - targetLufs)).toBeLessThanOrEqual(1);
    expect(Math.abs(lufs - track.loudnessLufs)).toBeLessThanOrEqual(0.05);
  });

  it('is a valid Ogg stream: every page checksum verifies', async () => {
    const bytes = await bytesOf(id);
    const view = new DataView(bytes.buffer);
    for (const page of oggPages(bytes)) {
      const copy = bytes.slice(page.offset, page.offset + page.length);
      new DataView(copy.buffer).setUint32(22, 0, true);
      expect(oggCrc(copy)).toBe(view.getUint32(page.offset + 22, true));
    }
  });
});

describe('decodeTrack', () => {
  it('decodes the same bytes to the same samples every time', slow, async () => {
    const bytes = await bytesOf(tracks[0]?.id ?? '');
    const [a, b] = await Promise.all([decodeTrack(bytes), decodeTrack(bytes)]);
    // Byte comparison: a deep equal over millions of floats is needlessly slow.
    const bytes32 = (x: Float32Array) => Buffer.from(x.buffer, x.byteOffset, x.byteLength);
    expect(a.samples.length).toBeGreaterThan(0);
    expect(bytes32(a.samples).equals(bytes32(b.samples))).toBe(true);
  });

  it('enforces a requested loop length', slow, async () => {
    const track = tracks[0];
    if (!track) throw new Error('empty catalog');
    const { samples } = await decodeTrack(await bytesOf(track.id), track.lengthSamples - 100);
    expect(samples.length).toBe(track.lengthSamples - 100);
  });

  it('rejects bytes that are not Ogg Opus', async () => {
    await expect(decodeTrack(new TextEncoder().encode('not an ogg file at all'))).rejects.toThrow();
  });
});

describe('loadTrack', () => {
  it('loads catalog tracks from public/music, caches them, and ignores unknown ids', slow, async () => {
    clearTrackCache();
    const id = tracks[0]?.id ?? '';
    const first = await loadTrack(id);
    expect(first?.samples.length).toBe(tracks[0]?.lengthSamples);
    expect(await loadTrack(id)).toBe(first);
    expect(await loadTrack('../../etc/passwd')).toBeUndefined();
  });
});
