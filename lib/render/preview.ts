// POST /api/preview's work: the full mix at preview quality (mono 64 kbps MP3), kept in a
// content-addressed memory cache so the same spec is mixed and encoded once. Identical specs
// (as far as the sound goes) share one key; concurrent identical requests share one render.
import { createHash } from 'node:crypto';
import type { GreetingSpec } from '../greeting/spec';
import { PIPELINE_VERSION } from '../tts/synthesize';
import { Gate } from './gate';
import { renderPreviewMp3 } from './render-greeting';

/** Bump when the preview's sound changes for the same spec. */
export const PREVIEW_VERSION = 2;

export interface PreviewAudio {
  bytes: Uint8Array;
  key: string;
  cacheHit: boolean;
  /** Seconds of the mix. */
  duration: number;
}

/** Everything in the spec that changes the sound (not the export preset or phone system). */
export function previewKey(spec: GreetingSpec): string {
  const parts = [
    PREVIEW_VERSION,
    PIPELINE_VERSION,
    spec.text,
    spec.locale,
    spec.voice,
    spec.music.trackId === null ? null : spec.music,
    spec.voiceVolumeDb,
    spec.voiceDelay,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

type Entry = { bytes: Uint8Array; duration: number };

/** A byte-bounded LRU of finished previews with in-flight sharing. */
export class PreviewCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  async getOrCreate(key: string, create: () => Promise<Entry>): Promise<Entry & { hit: boolean }> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.hits++;
      return { ...hit, hit: true };
    }
    const inFlight = this.pending.get(key);
    if (inFlight) {
      this.hits++;
      return { ...(await inFlight), hit: true };
    }
    this.misses++;
    const promise = create();
    this.pending.set(key, promise);
    try {
      const entry = await promise;
      this.store(key, entry);
      return { ...entry, hit: false };
    } finally {
      this.pending.delete(key);
    }
  }

  private store(key: string, entry: Entry): void {
    if (entry.bytes.byteLength > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes.byteLength;
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.entries().next().value;
      if (!oldest) break;
      this.entries.delete(oldest[0]);
      this.bytes -= oldest[1].bytes.byteLength;
    }
  }
}

const slot = globalThis as typeof globalThis & { __greetingStudioPreviewCache?: PreviewCache };

/** One cache per process (32 MB ≈ 65 minutes of 64 kbps previews). */
export function getPreviewCache(): PreviewCache {
  slot.__greetingStudioPreviewCache ??= new PreviewCache(32 * 1024 * 1024);
  return slot.__greetingStudioPreviewCache;
}

const gateSlot = globalThis as typeof globalThis & { __greetingStudioPreviewGate?: Gate };

/** Two mixes at once per process (2 cores), 16 waiting; beyond that the API answers 503. */
export function getPreviewGate(): Gate {
  gateSlot.__greetingStudioPreviewGate ??= new Gate(2, 16);
  return gateSlot.__greetingStudioPreviewGate;
}

export async function renderPreview(
  spec: GreetingSpec,
  cache: PreviewCache = getPreviewCache(),
): Promise<PreviewAudio> {
  const key = previewKey(spec);
  const entry = await cache.getOrCreate(key, () =>
    // The gate is the preview's admission policy (503 when full); the mix itself runs on the
    // render pool's worker threads, which fulfilment shares.
    getPreviewGate().run(() => renderPreviewMp3(spec)),
  );
  return { bytes: entry.bytes, key, cacheHit: entry.hit, duration: entry.duration };
}
