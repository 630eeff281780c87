// Content-addressed cache for finished greetings: a memory LRU in front of a folder on disk.
// Keys are sha256 hashes of everything that changes the sound, so a hit is always exact, and
// concurrent identical requests share one synthesis.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface CachedAudio {
  /** Treat as read-only: the same array is handed to every reader. */
  samples: Float32Array;
  sampleRate: number;
  /** True peak (linear) when the producer measured it; memory only, not kept on disk. */
  truePeak?: number;
}

export interface TtsCacheOptions {
  /**
   * Bound on the memory this cache keeps: its entries at their full cost (entryCost) plus the
   * records of its disk index (DISK_RECORD_BYTES each), not just the samples' bytes.
   */
  memoryBytes: number;
  diskBytes: number;
  /** Folder for cache files; null keeps the cache in memory only. */
  dir: string | null;
}

export interface TtsCacheStats {
  memoryEntries: number;
  /** What the bound applies to: entries at their full cost plus the disk index's records. */
  memoryBytes: number;
  /** The samples' own bytes among them (the audio, without allocator rounding or objects). */
  memoryAudioBytes: number;
  diskEntries: number;
  diskBytes: number;
  hits: number;
  misses: number;
}

/**
 * Blocks of at least this size get a mapping of their own from glibc's malloc, in whole pages:
 * the server runs with MALLOC_MMAP_THRESHOLD_=131072 (scripts/lib/allocator-env.mjs). Without
 * that setting large blocks come from the heap with less rounding, so the estimate stays an
 * upper bound.
 */
const MMAP_THRESHOLD_BYTES = 128 * 1024;
const PAGE_BYTES = 4096;
/**
 * What an entry costs besides its sample buffer: the CachedAudio, Float32Array and ArrayBuffer
 * objects, the Map entry and the 64-character key on the JS heap (~400–500 bytes), V8's native
 * record of the buffer and the allocator's header. Measured: 1,073 bytes of RSS per entry when
 * 20,000 entries of 4,000 bytes fill a cache (process.memoryUsage() before and after GC); rounded up.
 */
export const ENTRY_OVERHEAD_BYTES = 1200;
/**
 * One record of the disk index: its Map entry, { bytes, used } and the key once the memory entry
 * is gone. Measured the same way: 655 bytes of RSS per record for 20,000 files whose entries had
 * all left memory (195 of them live JS heap); rounded up.
 */
export const DISK_RECORD_BYTES = 720;

/**
 * What an encoded form kept beside an entry costs besides its buffer: its Map entry and the
 * Uint8Array and ArrayBuffer objects (estimated from ENTRY_OVERHEAD_BYTES' measurement, which
 * covers more objects and the key).
 */
const ENCODED_OVERHEAD_BYTES = 400;

/** Bytes the allocator really takes for a buffer of `byteLength` (page-rounded when mapped). */
export function allocatedBytes(byteLength: number): number {
  if (byteLength >= MMAP_THRESHOLD_BYTES) return Math.ceil((byteLength + 16) / PAGE_BYTES) * PAGE_BYTES;
  return Math.max(32, Math.ceil((byteLength + 8) / 16) * 16);
}

/**
 * What keeping `audio` in memory costs: its whole backing buffer as allocated (a view keeps all
 * of its buffer alive, e.g. a subarray of a larger transferred buffer) plus the per-entry objects.
 */
export function entryCost(audio: CachedAudio): number {
  return allocatedBytes(audio.samples.buffer.byteLength) + ENTRY_OVERHEAD_BYTES;
}

/** sha256 over a canonical JSON encoding of the parts. */
export function cacheKey(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

const MAGIC = 0x43545347; // "GSTC" little-endian: Greeting Studio TTS cache
const HEADER_BYTES = 8;

/** A disk entry as its two parts: the 8-byte header and the samples' own bytes (not copied). */
export function entryParts(audio: CachedAudio): [header: Uint8Array, body: Uint8Array] {
  const header = new Uint8Array(HEADER_BYTES);
  const view = new DataView(header.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, audio.sampleRate, true);
  return [header, new Uint8Array(audio.samples.buffer, audio.samples.byteOffset, audio.samples.byteLength)];
}

export function encodeEntry(audio: CachedAudio): Uint8Array {
  const [header, body] = entryParts(audio);
  const out = new Uint8Array(header.byteLength + body.byteLength);
  out.set(header);
  out.set(body, header.byteLength);
  return out;
}

export function decodeEntry(bytes: Uint8Array): CachedAudio | null {
  if (bytes.byteLength < HEADER_BYTES || (bytes.byteLength - HEADER_BYTES) % 4 !== 0) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) return null;
  // Copy into a fresh, aligned buffer (a Buffer from readFile may sit at any offset of a pool).
  // (Buffer#slice does not copy, hence the explicit new Uint8Array.)
  const samples = new Float32Array(new Uint8Array(bytes.subarray(HEADER_BYTES)).buffer);
  return { samples, sampleRate: view.getUint32(4, true) };
}

export class TtsCache {
  private readonly memory = new Map<string, CachedAudio>();
  /** Encoded forms of memory entries (e.g. the WAV a route sends), dropped with their entry. */
  private readonly encodings = new Map<string, Uint8Array>();
  /** Cost of the memory entries (entryCost), without the disk index. */
  private memoryUsed = 0;
  private memoryAudio = 0;
  private disk: Map<string, { bytes: number; used: number }> | null = null;
  private diskLoading: Promise<Map<string, { bytes: number; used: number }>> | null = null;
  private diskUsed = 0;
  private readonly inFlight = new Map<string, Promise<CachedAudio>>();
  private hits = 0;
  private misses = 0;
  /** Disk writes still running (see getOrCreate). */
  private readonly writing = new Set<Promise<void>>();

  constructor(private readonly options: TtsCacheOptions) {}

  /**
   * The cached audio for `key`, or the result of `produce()`, stored for next time. Callers that
   * arrive while the same key is being produced wait for that one production.
   */
  async getOrCreate(
    key: string,
    produce: () => Promise<CachedAudio>,
  ): Promise<{ audio: CachedAudio; hit: boolean }> {
    const cached = await this.get(key);
    if (cached) {
      this.hits++;
      return { audio: cached, hit: true };
    }
    const running = this.inFlight.get(key);
    if (running) {
      this.hits++;
      return { audio: await running, hit: true };
    }
    this.misses++;
    const production = (async () => {
      const audio = await produce();
      // The caller gets the audio once it is in memory; the disk copy (a file write and a rename,
      // a few ms) finishes after the response has gone. flush() waits for it.
      this.track(this.set(key, audio));
      return audio;
    })();
    this.inFlight.set(key, production);
    try {
      return { audio: await production, hit: false };
    } finally {
      this.inFlight.delete(key);
    }
  }

  async get(key: string): Promise<CachedAudio | undefined> {
    const entry = this.memory.get(key);
    if (entry) {
      // Move to the young end of the LRU order.
      this.memory.delete(key);
      this.memory.set(key, entry);
      return entry;
    }
    if (!this.options.dir) return undefined;
    const index = await this.diskIndex();
    const meta = index.get(key);
    if (!meta) return undefined;
    try {
      const audio = decodeEntry(await fs.readFile(this.file(key)));
      if (!audio) return undefined;
      meta.used = Date.now();
      // The file time carries the recency across restarts; failing to update it costs nothing.
      const now = new Date();
      void fs.utimes(this.file(key), now, now).catch(() => undefined);
      this.remember(key, audio);
      return audio;
    } catch {
      // Removed by another process or a cleanup: treat as a miss.
      index.delete(key);
      this.diskUsed -= meta.bytes;
      return undefined;
    }
  }

  /**
   * The bytes `encode()` makes of the entry `key`, kept beside it while it stays in memory (at
   * their allocated size, within the same memory bound), so an answer sent again and again is
   * encoded once. Keys not in memory just get `encode()`.
   */
  encoded(key: string, encode: () => Uint8Array): Uint8Array {
    const kept = this.encodings.get(key);
    if (kept) return kept;
    const bytes = encode();
    if (!this.memory.has(key)) return bytes;
    this.encodings.set(key, bytes);
    this.memoryUsed += allocatedBytes(bytes.buffer.byteLength) + ENCODED_OVERHEAD_BYTES;
    // The entry itself is the most recently used, so this drops others first (or, when it alone
    // no longer fits with its bytes, the entry and its bytes).
    this.trimMemory();
    return bytes;
  }

  /** Resolves when every disk write started by getOrCreate so far has finished (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.writing.size > 0) await Promise.all([...this.writing]);
  }

  private track(write: Promise<void>): void {
    const tracked = write
      .catch(() => undefined) // set() already degrades a failed write to memory caching
      .finally(() => this.writing.delete(tracked));
    this.writing.add(tracked);
  }

  async set(key: string, audio: CachedAudio): Promise<void> {
    this.remember(key, audio);
    if (!this.options.dir) return;
    // Written as two parts: a joined copy of a long greeting is megabytes of garbage per miss.
    const parts = entryParts(audio);
    const size = parts[0].byteLength + parts[1].byteLength;
    if (size > this.options.diskBytes) return;
    const index = await this.diskIndex();
    const target = this.file(key);
    const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await fs.mkdir(this.options.dir, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      await fs.writeFile(temp, parts);
      await fs.rename(temp, target);
    } catch {
      await fs.rm(temp, { force: true });
      return; // a full or read-only disk degrades to memory caching
    }
    const previous = index.get(key);
    if (previous) this.diskUsed -= previous.bytes;
    index.set(key, { bytes: size, used: Date.now() });
    this.diskUsed += size;
    await this.evictDisk(index);
    this.trimMemory();
  }

  stats(): TtsCacheStats {
    return {
      memoryEntries: this.memory.size,
      memoryBytes: this.memoryUsed + this.diskIndexBytes(),
      memoryAudioBytes: this.memoryAudio,
      diskEntries: this.disk?.size ?? 0,
      diskBytes: this.diskUsed,
      hits: this.hits,
      misses: this.misses,
    };
  }

  private remember(key: string, audio: CachedAudio): void {
    if (entryCost(audio) + this.diskIndexBytes() > this.options.memoryBytes) return;
    this.forget(key);
    this.memory.set(key, audio);
    this.memoryUsed += entryCost(audio);
    this.memoryAudio += audio.samples.byteLength;
    this.trimMemory();
  }

  private forget(key: string): void {
    const audio = this.memory.get(key);
    if (!audio) return;
    this.memory.delete(key);
    this.memoryUsed -= entryCost(audio);
    this.memoryAudio -= audio.samples.byteLength;
    const bytes = this.encodings.get(key);
    if (!bytes) return;
    this.encodings.delete(key);
    this.memoryUsed -= allocatedBytes(bytes.buffer.byteLength) + ENCODED_OVERHEAD_BYTES;
  }

  /** Drop the least recently used entries until entries and disk index fit the memory bound. */
  private trimMemory(): void {
    for (const key of this.memory.keys()) {
      if (this.memoryUsed + this.diskIndexBytes() <= this.options.memoryBytes) break;
      this.forget(key);
    }
  }

  /** The disk index lives in memory too: its records count against the memory bound. */
  private diskIndexBytes(): number {
    return (this.disk?.size ?? 0) * DISK_RECORD_BYTES;
  }

  private file(key: string): string {
    return path.join(this.options.dir ?? '', `${key}.pcmf32`);
  }

  /** What is on disk already (from earlier runs), read once. */
  private diskIndex(): Promise<Map<string, { bytes: number; used: number }>> {
    if (this.disk) return Promise.resolve(this.disk);
    this.diskLoading ??= (async () => {
      const index = new Map<string, { bytes: number; used: number }>();
      const dir = this.options.dir ?? '';
      const names = await fs.readdir(/*turbopackIgnore: true*/ dir).catch(() => [] as string[]);
      for (const name of names) {
        const match = /^([0-9a-f]{64})\.pcmf32$/.exec(name);
        if (!match?.[1]) continue;
        const stat = await fs.stat(path.join(dir, name)).catch(() => null);
        if (!stat) continue;
        index.set(match[1], { bytes: stat.size, used: stat.mtimeMs });
        this.diskUsed += stat.size;
      }
      this.disk = index;
      this.trimMemory();
      return index;
    })();
    return this.diskLoading;
  }

  /** Remove the least recently used files until the folder fits its budget. */
  private async evictDisk(index: Map<string, { bytes: number; used: number }>): Promise<void> {
    if (this.diskUsed <= this.options.diskBytes) return;
    const oldestFirst = [...index.entries()].sort((a, b) => a[1].used - b[1].used);
    for (const [key, meta] of oldestFirst) {
      if (this.diskUsed <= this.options.diskBytes) break;
      index.delete(key);
      this.diskUsed -= meta.bytes;
      await fs.rm(this.file(key), { force: true });
    }
  }
}
