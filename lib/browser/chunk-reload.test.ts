import { describe, expect, it } from 'vitest';
import { claimChunkReload, isChunkLoadError, withChunkRecovery } from './chunk-reload';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('chunk-load failure reload', () => {
  it('recognises chunk-load failures and nothing else', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'),
      ),
    ).toBe(true);
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

describe('withChunkRecovery', () => {
  const chunkError = () => Object.assign(new Error('Loading chunk 77 failed.'), { name: 'ChunkLoadError' });
  function harness(results: Array<'ok' | 'chunk' | 'other'>) {
    const storage = memoryStorage();
    let now = 1_000_000;
    const calls = { load: 0, reload: 0, waits: [] as number[] };
    const load = () => {
      const outcome = results[calls.load++] ?? 'ok';
      if (outcome === 'ok') return Promise.resolve('module');
      return Promise.reject(outcome === 'chunk' ? chunkError() : new Error('render bug'));
    };
    const deps = {
      storage,
      now: () => now,
      reload: () => void calls.reload++,
      wait: (ms: number) => {
        calls.waits.push(ms);
        return Promise.resolve();
      },
    };
    return { calls, deps, load, storage, advance: (ms: number) => (now += ms) };
  }
  const settled = (promise: Promise<unknown>) =>
    Promise.race([
      promise.then(
        () => 'resolved',
        () => 'rejected',
      ),
      new Promise((r) => setTimeout(() => r('pending'), 20)),
    ]);

  it('passes a good load straight through', async () => {
    const { calls, deps, load } = harness(['ok']);
    expect(await withChunkRecovery(load, deps)()).toBe('module');
    expect(calls).toMatchObject({ load: 1, reload: 0 });
  });

  it('retries a chunk failure once after a short pause (a network blip)', async () => {
    const { calls, deps, load } = harness(['chunk', 'ok']);
    expect(await withChunkRecovery(load, deps)()).toBe('module');
    expect(calls).toMatchObject({ load: 2, reload: 0, waits: [400] });
  });

  it('reloads once when the chunk is gone, staying in the loading state meanwhile', async () => {
    const { calls, deps, load } = harness(['chunk', 'chunk']);
    expect(await settled(withChunkRecovery(load, deps)())).toBe('pending');
    expect(calls.reload).toBe(1);
  });

  it('within the minute after a reload, hands the error to the boundary instead of reloading again', async () => {
    const { calls, deps, load, advance } = harness(['chunk', 'chunk', 'chunk', 'chunk', 'chunk', 'chunk']);
    void withChunkRecovery(load, deps)();
    await new Promise((r) => setTimeout(r, 0));
    advance(30_000);
    await expect(withChunkRecovery(load, deps)()).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(calls.reload).toBe(1);
    advance(30_000);
    expect(await settled(withChunkRecovery(load, deps)())).toBe('pending');
    expect(calls.reload).toBe(2);
  });

  it('leaves other errors alone (no retry, no reload)', async () => {
    const { calls, deps, load } = harness(['other']);
    await expect(withChunkRecovery(load, deps)()).rejects.toThrow('render bug');
    expect(calls).toMatchObject({ load: 1, reload: 0 });
  });
});
