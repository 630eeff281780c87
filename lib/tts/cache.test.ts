import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheKey, decodeEntry, encodeEntry, TtsCache } from './cache';
import { synthesizeGreeting } from './synthesize';
import { createTestService } from './testing/test-service';
import { createToneEngine } from './testing/tone-engine';

const audio = (length: number, value = 0.25) => ({
  samples: new Float32Array(length).fill(value),
  sampleRate: 24_000,
});
const tempDir = () => mkdtempSync(path.join(tmpdir(), 'tts-cache-test-'));

describe('cache keys', () => {
  it('change with every part and are stable otherwise', () => {
    const base = ['tone', '1', 'voice', 1, 0, 'Hello'];
    expect(cacheKey(base)).toBe(cacheKey([...base]));
    expect(cacheKey(base)).toMatch(/^[0-9a-f]{64}$/);
    for (let i = 0; i < base.length; i++) {
      const changed = [...base];
      changed[i] = typeof base[i] === 'number' ? 2 : 'other';
      expect(cacheKey(changed)).not.toBe(cacheKey(base));
    }
  });

  it('round-trip float samples exactly through the disk format', () => {
    const original = { samples: Float32Array.from([0, 0.5, -1, 1e-7]), sampleRate: 24_000 };
    expect(decodeEntry(encodeEntry(original))).toEqual(original);
    expect(decodeEntry(new Uint8Array(5))).toBeNull();
  });
});

describe('greeting cache', () => {
  it('never synthesizes an identical request twice', async () => {
    const engine = createToneEngine();
    const service = createTestService([engine]);
    const request = { text: 'Hello and welcome. Please hold.', voiceId: 'tone-en-f' };
    const first = await synthesizeGreeting(request, service);
    const callsAfterFirst = engine.calls.length;
    expect(first.cacheHit).toBe(false);
    expect(callsAfterFirst).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) {
      const again = await synthesizeGreeting(request, service);
      expect(again.cacheHit).toBe(true);
      expect(again.samples).toEqual(first.samples);
    }
    expect(engine.calls.length).toBe(callsAfterFirst);
    // Anything that changes the sound is a different entry.
    await synthesizeGreeting({ ...request, speed: 1.25 }, service);
    await synthesizeGreeting({ ...request, pitch: 1 }, service);
    await synthesizeGreeting({ ...request, text: 'Hello and welcome.' }, service);
    expect(service.cache.stats().misses).toBe(4);
  });

  it('shares one synthesis between concurrent identical requests', async () => {
    const engine = createToneEngine();
    engine.delayMs = 50;
    const service = createTestService([engine], { parallelism: 1 });
    const request = { text: 'One two three.', voiceId: 'tone-en-f' };
    const results = await Promise.all(Array.from({ length: 5 }, () => synthesizeGreeting(request, service)));
    expect(engine.calls).toEqual(['One two three.']);
    expect(results.filter((r) => !r.cacheHit)).toHaveLength(1);
  });

  it('persists on disk: a new cache instance (a restarted server) serves without synthesizing', async () => {
    const dir = tempDir();
    const request = { text: 'Persist me across restarts.', voiceId: 'tone-en-f' };
    const first = createToneEngine();
    const original = await synthesizeGreeting(request, createTestService([first], { dir }));
    const second = createToneEngine();
    const restarted = await synthesizeGreeting(request, createTestService([second], { dir }));
    expect(second.calls).toEqual([]);
    expect(restarted.cacheHit).toBe(true);
    expect(restarted.samples).toEqual(original.samples);
  });

  it('does not remember failures', async () => {
    const engine = createToneEngine();
    const service = createTestService([engine]);
    engine.failWith = new Error('boom');
    await expect(synthesizeGreeting({ text: 'Try again.', voiceId: 'tone-en-f' }, service)).rejects.toThrow(
      /boom/,
    );
    engine.failWith = null;
    expect((await synthesizeGreeting({ text: 'Try again.', voiceId: 'tone-en-f' }, service)).cacheHit).toBe(
      false,
    );
  });
});

describe('cache bounds', () => {
  it('keeps memory within its budget, dropping the least recently used entry', async () => {
    const cache = new TtsCache({ memoryBytes: 3 * 4000, diskBytes: 1e9, dir: null });
    await cache.set('a', audio(1000));
    await cache.set('b', audio(1000));
    await cache.set('c', audio(1000));
    await cache.get('a'); // a is now the most recent
    await cache.set('d', audio(1000));
    expect(cache.stats().memoryBytes).toBeLessThanOrEqual(3 * 4000);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBeDefined();
    expect(await cache.get('d')).toBeDefined();
  });

  it('keeps the disk folder within its budget, deleting the oldest files', async () => {
    const dir = tempDir();
    const entryBytes = encodeEntry(audio(1000)).byteLength;
    const cache = new TtsCache({ memoryBytes: 1, diskBytes: 3 * entryBytes, dir });
    for (const key of ['1', '2', '3', '4', '5'].map((k) => cacheKey([k]))) {
      await cache.set(key, audio(1000));
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct file times
    }
    const files = readdirSync(dir).filter((f) => f.endsWith('.pcmf32'));
    expect(files).toHaveLength(3);
    expect(cache.stats().diskBytes).toBeLessThanOrEqual(3 * entryBytes);
    expect(await cache.get(cacheKey(['1']))).toBeUndefined();
    expect(await cache.get(cacheKey(['5']))).toBeDefined();
    // A new instance sees the same bounded folder.
    const reopened = new TtsCache({ memoryBytes: 1, diskBytes: 3 * entryBytes, dir });
    expect(await reopened.get(cacheKey(['4']))).toBeDefined();
    expect(reopened.stats().diskEntries).toBe(3);
  });
});
