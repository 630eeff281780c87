import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allocatedBytes,
  cacheKey,
  decodeEntry,
  DISK_RECORD_BYTES,
  ENTRY_OVERHEAD_BYTES,
  encodeEntry,
  entryCost,
  TtsCache,
} from './cache';
import { cacheMemoryBudgets } from './service';
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
    const service = createTestService([first], { dir });
    const original = await synthesizeGreeting(request, service);
    await service.cache.flush(); // the disk copy is written after the answer
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
    const cache = new TtsCache({ memoryBytes: 3 * entryCost(audio(1000)), diskBytes: 1e9, dir: null });
    await cache.set('a', audio(1000));
    await cache.set('b', audio(1000));
    await cache.set('c', audio(1000));
    await cache.get('a'); // a is now the most recent
    await cache.set('d', audio(1000));
    expect(cache.stats().memoryBytes).toBe(3 * entryCost(audio(1000)));
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBeDefined();
    expect(await cache.get('d')).toBeDefined();
  });

  it('answers a miss from memory at once and finishes the disk copy afterwards', async () => {
    const dir = tempDir();
    const cache = new TtsCache({ memoryBytes: 1e9, diskBytes: 1e9, dir });
    const key = cacheKey(['write-behind']);
    const made = await cache.getOrCreate(key, async () => audio(1000));
    expect(made.hit).toBe(false);
    expect((await cache.getOrCreate(key, async () => audio(5))).hit).toBe(true);
    await cache.flush();
    expect(readdirSync(dir).filter((f) => f.endsWith('.pcmf32'))).toHaveLength(1);
    const reopened = new TtsCache({ memoryBytes: 1e9, diskBytes: 1e9, dir });
    expect((await reopened.get(key))?.samples.length).toBe(1000);
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

describe('memory accounting', () => {
  it('counts an entry at its allocated size plus the per-entry objects, not just its samples', () => {
    const small = audio(1000); // 4,000 bytes: from the heap, rounded to 16 with a header
    expect(entryCost(small)).toBe(allocatedBytes(4000) + ENTRY_OVERHEAD_BYTES);
    expect(allocatedBytes(4000)).toBeGreaterThan(4000);
    const large = audio(100_000); // 400,000 bytes: a mapping of its own, whole pages
    expect(allocatedBytes(400_000) % 4096).toBe(0);
    expect(entryCost(large) - large.samples.byteLength).toBeGreaterThan(ENTRY_OVERHEAD_BYTES);
    // A view keeps its whole buffer alive: the cost is the buffer's, not the view's.
    const view = { samples: new Float32Array(200_000).subarray(0, 10), sampleRate: 24_000 };
    expect(entryCost(view)).toBe(allocatedBytes(800_000) + ENTRY_OVERHEAD_BYTES);
  });

  it('evicts so that the full cost of the entries never passes the bound', async () => {
    const bound = 2 * 1024 * 1024;
    const cache = new TtsCache({ memoryBytes: bound, diskBytes: 0, dir: null });
    let audioBytes = 0;
    for (let i = 0; i < 200; i++) {
      const entry = audio(1000 + ((i * 7919) % 60_000));
      audioBytes += entry.samples.byteLength;
      await cache.set(`k${i}`, entry);
      const stats = cache.stats();
      expect(stats.memoryBytes).toBeLessThanOrEqual(bound);
      expect(stats.memoryAudioBytes).toBeLessThan(stats.memoryBytes);
    }
    expect(audioBytes).toBeGreaterThan(10 * bound); // the bound was exercised
    // Full once more than one entry no longer fits: only evictions keep it under.
    expect(cache.stats().memoryBytes).toBeGreaterThan(bound - entryCost(audio(61_000)));
  });

  it('keeps an encoded form beside a memory entry, counted in the bound and dropped with it', async () => {
    const entry = audio(100_000);
    const wavBytes = 200_044;
    const bound = 2 * entryCost(entry) + 2 * allocatedBytes(wavBytes) + 1000;
    const cache = new TtsCache({ memoryBytes: bound, diskBytes: 0, dir: null });
    await cache.set('a', entry);
    const before = cache.stats().memoryBytes;
    let encodes = 0;
    const encode = () => {
      encodes++;
      return new Uint8Array(wavBytes).fill(7);
    };
    const first = cache.encoded('a', encode);
    expect(cache.encoded('a', encode)).toBe(first);
    expect(encodes).toBe(1);
    expect(cache.stats().memoryBytes - before).toBeGreaterThanOrEqual(allocatedBytes(wavBytes));
    // Not in memory: encoded every time, nothing kept.
    expect(cache.encoded('unknown', encode)).not.toBe(cache.encoded('unknown', encode));
    expect(encodes).toBe(3);
    // Two more entries with their encodings do not fit: the oldest goes, with its bytes.
    await cache.set('b', entry);
    cache.encoded('b', encode);
    await cache.set('c', entry);
    cache.encoded('c', encode);
    const stats = cache.stats();
    expect(stats.memoryBytes).toBeLessThanOrEqual(bound);
    expect(stats.memoryEntries).toBe(2);
    expect(await cache.get('a')).toBeUndefined();
    cache.encoded('a', encode);
    expect(encodes).toBe(6);
  });

  it('counts the disk index against the memory bound', async () => {
    const entry = audio(1000);
    const bound = 4 * entryCost(entry);
    const cache = new TtsCache({ memoryBytes: bound, diskBytes: 1e9, dir: tempDir() });
    for (let i = 0; i < 4; i++) await cache.set(cacheKey(['a', i]), entry);
    // Four disk records take memory too: one of the four entries had to go.
    const stats = cache.stats();
    expect(stats.diskEntries).toBe(4);
    expect(stats.memoryEntries).toBe(3);
    expect(stats.memoryBytes).toBe(3 * entryCost(entry) + 4 * DISK_RECORD_BYTES);
    expect(stats.memoryBytes).toBeLessThanOrEqual(bound);
    // Evicted from memory, still served from disk.
    expect(await cache.get(cacheKey(['a', 0]))).toEqual(entry);
    expect(cache.stats().memoryBytes).toBeLessThanOrEqual(bound);
  });

  it('splits one bound between the greeting and sentence caches without exceeding it', () => {
    for (const mib of [1, 3, 128, 4096]) {
      const total = mib * 1024 * 1024;
      const { greeting, sentence } = cacheMemoryBudgets(total);
      expect(greeting + sentence).toBe(total);
      expect(sentence).toBeGreaterThan(0);
      expect(greeting).toBeGreaterThan(sentence);
    }
  });
});
