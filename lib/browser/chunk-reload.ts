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
