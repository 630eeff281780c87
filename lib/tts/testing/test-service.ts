// A TtsService over given engines with a private cache folder (test-only).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TtsCache } from '../cache';
import type { TtsEngine } from '../engine';
import { VoiceRegistry } from '../registry';
import type { TtsService } from '../service';

export function createTestService(
  engines: TtsEngine[],
  options: {
    dir?: string | null;
    memoryBytes?: number;
    diskBytes?: number;
    parallelism?: number;
    /** false: no per-sentence cache (every miss speaks every sentence). */
    sentenceCache?: boolean;
  } = {},
): TtsService {
  const dir = options.dir === undefined ? mkdtempSync(path.join(tmpdir(), 'tts-cache-')) : options.dir;
  return {
    registry: new VoiceRegistry(engines),
    cache: new TtsCache({
      memoryBytes: options.memoryBytes ?? 64 * 1024 * 1024,
      diskBytes: options.diskBytes ?? 64 * 1024 * 1024,
      dir,
    }),
    sentenceCache:
      options.sentenceCache === false
        ? undefined
        : new TtsCache({ memoryBytes: 16 * 1024 * 1024, diskBytes: 0, dir: null }),
    parallelism: options.parallelism ?? 2,
    warm: () => undefined,
    close: () => Promise.resolve(),
  };
}
