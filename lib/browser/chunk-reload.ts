// A new deployment removes old chunks; a tab still on the old version then fails to load one.
// Reload once to pick up the new version, at most once a minute, and never loop.

export const chunkReloadKey = 'gs:chunk-reload-at';
export const chunkReloadIntervalMs = 60_000;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return typeof reason === 'string' && chunkMessage(reason);
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && chunkMessage(message));
}

function chunkMessage(message: string): boolean {
  return /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    message,
  );
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** True when a reload may happen now; records the time so the next one waits a minute. */
export function claimChunkReload(storage: Storage, now: number): boolean {
  const last = Number(storage.getItem(chunkReloadKey) ?? '0');
  if (Number.isFinite(last) && now - last < chunkReloadIntervalMs) return false;
  storage.setItem(chunkReloadKey, String(now));
  return true;
}

export type ChunkRecoveryDeps = {
  storage: Storage;
  reload: () => void;
  now: () => number;
  wait: (ms: number) => Promise<void>;
};

function browserDeps(): ChunkRecoveryDeps {
  return {
    storage: sessionStorage,
    reload: () => window.location.reload(),
    now: Date.now,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/** A short pause before the one retry: long enough for a network blip, short for a visitor. */
export const chunkRetryDelayMs = 400;

/**
 * Wrap a lazy boundary's loader (React.lazy, next/dynamic, an SDK import). A chunk that fails to
 * load is tried once more (a network blip); if it fails again the chunk is gone with a new
 * release, so the page reloads to the new build — once a minute at most. Meanwhile the promise
 * stays pending, so the boundary keeps its loading state instead of flashing an error. When a
 * reload already happened this minute the error goes on to the boundary (ChunkErrorBoundary),
 * which offers the reload to the visitor instead of looping.
 */
export function withChunkRecovery<T>(
  load: () => Promise<T>,
  deps?: Partial<ChunkRecoveryDeps>,
): () => Promise<T> {
  return async () => {
    const d = { ...(typeof window === 'undefined' ? {} : browserDeps()), ...deps } as ChunkRecoveryDeps;
    try {
      return await load();
    } catch (first) {
      if (!isChunkLoadError(first) || !d.storage) throw first;
      await d.wait(chunkRetryDelayMs);
      try {
        return await load();
      } catch (second) {
        if (!isChunkLoadError(second)) throw second;
        if (!claimChunkReload(d.storage, d.now())) throw second;
        d.reload();
        return new Promise<T>(() => {});
      }
    }
  };
}
