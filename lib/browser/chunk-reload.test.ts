import { describe, expect, it } from 'vitest';
import { claimChunkReload, isChunkLoadError } from './chunk-reload';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('chunk-load failure reload', () => {
  it('recognises chunk-load failures and nothing else', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app-page failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('allows one reload a minute and never loops', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(claimChunkReload(storage, 1_000_500)).toBe(false);
    expect(claimChunkReload(storage, 1_059_999)).toBe(false);
    expect(claimChunkReload(storage, 1_060_000)).toBe(true);
  });

  it('treats a garbled timestamp as no previous reload', () => {
    const storage = memoryStorage();
    storage.setItem('gs:chunk-reload-at', 'garbage');
    expect(claimChunkReload(storage, 5)).toBe(true);
  });
});
