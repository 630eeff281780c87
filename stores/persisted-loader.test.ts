import { beforeEach, describe, expect, it, vi } from 'vitest';

// The loader keeps module state (which code validates, per page load): a fresh module per test.
beforeEach(() => vi.resetModules());
const loader = () => import('./persisted-loader');
const stored = JSON.stringify({ state: { items: [], currency: 'EUR', consent: null }, version: 2 });

describe('loadValidator', () => {
  it('validates with the stored state module itself when no page hands over its piece', async () => {
    const { loadValidator } = await loader();
    const { parseStoredState } = await loadValidator();
    expect(parseStoredState(stored)?.state.currency).toBe('EUR');
    expect(parseStoredState('{"state":{"items":"no"},"version":2}')).toBeNull();
  });

  it("uses the page's lazily loaded piece once it is handed over", async () => {
    const { loadValidator, validatorFrom } = await loader();
    const real = await import('./persisted');
    const parseStoredState = vi.fn(real.parseStoredState);
    const piece = vi.fn(async () => ({ parseStoredState, migrateStoredState: real.migrateStoredState }));
    validatorFrom(piece);
    expect((await loadValidator()).parseStoredState(stored)?.version).toBe(2);
    expect(piece).toHaveBeenCalledOnce();
    expect(parseStoredState).toHaveBeenCalledWith(stored);
  });

  it("falls back to its own module when the page's piece fails to download", async () => {
    const { loadValidator, validatorFrom } = await loader();
    validatorFrom(() => Promise.reject(new Error('chunk gone')));
    const { parseStoredState, migrateStoredState } = await loadValidator();
    const parsed = parseStoredState(stored);
    expect(parsed?.state.items).toEqual([]);
    expect(migrateStoredState(parsed!.state, 1).draft).toBeNull();
  });
});
