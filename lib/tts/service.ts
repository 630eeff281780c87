// Wiring: which engines exist on this server, one worker pool, one cache. Built lazily on first
// use from the validated environment; tests and scripts may install their own service.
import path from 'node:path';
import { env } from '../env';
import type { TtsEngine } from './engine';
import { TtsCache } from './cache';
import { createCloudEngines } from './engines/cloud';
import { createEspeakEngine } from './engines/espeak';
import { createFestivalEngine, detectFestival } from './engines/festival';
import { createFliteEngine } from './engines/flite';
import { createPicoEngine } from './engines/pico';
import { createTtsWorkerPool, type TtsWorkerPool } from './engines/tts-worker-pool';
import { VoiceRegistry } from './registry';

export interface TtsService {
  registry: VoiceRegistry;
  cache: TtsCache;
  /**
   * Conformed audio per sentence (memory only), so "listen again" after an edit speaks only the
   * sentences that changed. Optional: without it every miss speaks every sentence.
   */
  sentenceCache?: TtsCache;
  /** How many sentences of one greeting may be synthesized at once (the pool size). */
  parallelism: number;
  /** Start the workers now so their engines load before the first visitor asks (server start). */
  warm(): void;
  /** Stop workers (scripts and tests; the server keeps its service for its lifetime). */
  close(): Promise<void>;
}

/** Jobs that may wait per worker before new requests are refused with "busy". */
const QUEUE_PER_WORKER = 16;
/** Share of the memory cache budget given to single sentences (whole greetings get the rest). */
const SENTENCE_CACHE_SHARE = 0.25;

/**
 * The engines available here: Flite, SVOX Pico and eSpeak always (npm and vendor/svox-pico
 * only), Festival when installed.
 * A cloud provider plugs in here: build its engine when its key is set in the environment
 * (see docs/tts.md) and append it; its voices join the catalog and the same cache.
 */
export function createDefaultEngines(pool: TtsWorkerPool, timeoutMs: number, parallelism = 2): TtsEngine[] {
  const engines: TtsEngine[] = [createFliteEngine(pool), createPicoEngine(pool), createEspeakEngine(pool)];
  const festival = detectFestival();
  if (festival) engines.push(createFestivalEngine(festival, timeoutMs, parallelism));
  return engines;
}

/**
 * One bound for both memory caches: each counts what it keeps at its full cost (entries with
 * allocator rounding and objects, its disk index), and the two shares add up to exactly `total`.
 */
export function cacheMemoryBudgets(total: number): { greeting: number; sentence: number } {
  const sentence = Math.floor(total * SENTENCE_CACHE_SHARE);
  return { greeting: total - sentence, sentence };
}

export function createDefaultTtsService(): TtsService {
  const config = env();
  const pool = createTtsWorkerPool({
    size: config.TTS_WORKERS,
    maxQueue: config.TTS_WORKERS * QUEUE_PER_WORKER,
    timeoutMs: config.TTS_TIMEOUT_MS,
    workerData: { engineMemoryBytes: config.TTS_ENGINE_MEMORY_MB * 1024 * 1024 },
  });
  const budgets = cacheMemoryBudgets(config.TTS_CACHE_MEMORY_MB * 1024 * 1024);
  const cache = new TtsCache({
    memoryBytes: budgets.greeting,
    diskBytes: config.TTS_CACHE_DISK_MB * 1024 * 1024,
    dir: path.join(config.DATA_DIR, 'cache', 'tts'),
  });
  // Cloud providers (lib/tts/engines/cloud, docs/tts.md) speak over fetch in this process, not
  // in the worker pool; their voices join the catalog, ranked first, and share the cache.
  const engines = [
    ...createDefaultEngines(pool, config.TTS_TIMEOUT_MS, config.TTS_WORKERS),
    ...createCloudEngines(config),
  ];
  return {
    registry: new VoiceRegistry(engines),
    cache,
    sentenceCache: new TtsCache({
      memoryBytes: budgets.sentence,
      diskBytes: 0,
      dir: null,
    }),
    parallelism: config.TTS_WORKERS,
    warm: () => pool.warm(),
    close: async () => {
      for (const engine of engines) engine.close?.();
      await pool.close();
    },
  };
}

// Kept on globalThis so Next's dev reloads reuse one pool instead of leaking worker threads.
const slot = globalThis as typeof globalThis & { __greetingStudioTts?: TtsService };

export function getTtsService(): TtsService {
  slot.__greetingStudioTts ??= createDefaultTtsService();
  return slot.__greetingStudioTts;
}

/** Install a service (tests inject stand-in engines; scripts may tune the pool). */
export function setTtsService(service: TtsService | undefined): void {
  slot.__greetingStudioTts = service;
}
