// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore, storageKey, storageVersion } from './app-store';
import { migrateStoredState, parseStoredState, storedStateVersion } from './persisted';

const stored = () =>
  JSON.parse(localStorage.getItem(storageKey) ?? '{}') as { state: Record<string, unknown>; version: number };

/** A store that has read what is stored, as the page's provider does after mount. */
async function reloaded() {
  const store = createAppStore('en');
  await store.persist.rehydrate();
  return store;
}

async function withDraft() {
  const store = await reloaded();
  const s = store.getState();
  s.setUseCase('on-hold');
  s.patchSpec({ text: 'Hello from Acme. [pause 2s] We answer soon.' });
  s.setScript({ template: 'friendly', values: { company: 'Acme', email: 'hi@acme.test' }, filled: 'Hello' });
  s.patchVoice({ id: 'espeak-en-m3', speed: 0.9, pitch: -2 });
  s.patchMusic({ trackId: 'calm-piano', volumeDb: -20, duckDb: 9 });
  s.patchSpec({ voiceVolumeDb: -2, preset: 'ulaw-8k' });
  return store;
}

describe('studio draft persistence', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the version of the envelope and of the module in step', () => {
    expect(storageVersion).toBe(storedStateVersion);
  });

  it('brings the whole draft back after a reload: text, fields, use case, voice, music and mixer', async () => {
    const before = (await withDraft()).getState();
    const after = (await reloaded()).getState();
    expect(after.spec).toEqual(before.spec);
    expect(after.spec.voice).toEqual({ id: 'espeak-en-m3', speed: 0.9, pitch: -2 });
    expect(after.spec.music.duckDb).toBe(9);
    expect(after.script).toEqual({
      template: 'friendly',
      values: { company: 'Acme', email: 'hi@acme.test' },
      filled: 'Hello',
    });
    expect(after.editingItemId).toBeNull();
  });

  it('stores no draft before the studio has anything of the visitor’s', async () => {
    (await reloaded()).getState().setCurrency('EUR');
    expect(stored().state.draft).toBeNull();
  });

  it('drops a draft that does not validate and keeps the cart and consent', async () => {
    const store = await withDraft();
    store.getState().addItem(structuredClone(store.getState().spec));
    store.getState().setConsent(true);
    const saved = stored();
    const draft = saved.state.draft as { spec: { voice: { speed: number } } };
    draft.spec.voice.speed = 99;
    localStorage.setItem(storageKey, JSON.stringify(saved));
    const after = (await reloaded()).getState();
    expect(after.spec.text).toBe('');
    expect(after.spec.voice.speed).toBe(1);
    expect(after.items).toHaveLength(1);
    expect(after.consent?.analytics).toBe(true);
  });

  it('ignores unknown fields in a stored draft (a newer release may add optional ones)', async () => {
    await withDraft();
    const saved = stored();
    const draft = saved.state.draft as {
      spec: Record<string, unknown>;
      script: { values: Record<string, string> };
    };
    draft.spec.futureField = { a: 1 };
    draft.script.values.notAField = 'x';
    localStorage.setItem(storageKey, JSON.stringify(saved));
    const after = (await reloaded()).getState();
    expect(after.spec.text).toBe('Hello from Acme. [pause 2s] We answer soon.');
    expect(after.spec).not.toHaveProperty('futureField');
    expect(after.script.values).toEqual({ company: 'Acme', email: 'hi@acme.test' });
  });

  it('migrates a version 1 state (cart, currency, consent; no draft) and keeps its cart', async () => {
    const spec = (await withDraft()).getState().spec;
    localStorage.clear();
    localStorage.setItem(
      storageKey,
      JSON.stringify({
        state: {
          items: [{ id: 'a1', spec, addedAt: '2026-01-01T00:00:00.000Z' }],
          currency: 'GBP',
          consent: null,
        },
        version: 1,
      }),
    );
    const after = (await reloaded()).getState();
    expect(after.items.map((i) => i.id)).toEqual(['a1']);
    expect(after.items[0]?.script).toBeUndefined();
    expect(after.currency).toBe('GBP');
    expect(after.spec.text).toBe('');
    after.setCurrency('EUR');
    expect(stored().version).toBe(2);
  });

  it('migration adds the empty draft to a version 1 state and leaves a current one alone', () => {
    const v1 = parseStoredState(
      JSON.stringify({ state: { items: [], currency: null, consent: null }, version: 1 }),
    );
    expect(v1).not.toBeNull();
    expect(migrateStoredState(v1!.state, 1)).toEqual({
      items: [],
      currency: null,
      consent: null,
      draft: null,
    });
    const current = { items: [], currency: null, consent: null, draft: null };
    expect(migrateStoredState(current, 2)).toBe(current);
  });
});

describe('editing a cart line', () => {
  beforeEach(() => localStorage.clear());

  it('opens the line with its fields, and keeps editing it across a reload', async () => {
    const store = await withDraft();
    const s = store.getState();
    const id = s.addItem(structuredClone(s.spec), structuredClone(s.script));
    s.patchSpec({ text: 'Something else' });
    s.setScript({ values: {} });
    const line = store.getState().items[0]!;
    store
      .getState()
      .setEditing({ id, spec: structuredClone(line.spec), script: structuredClone(line.script!) });
    expect(store.getState().spec.text).toBe('Hello from Acme. [pause 2s] We answer soon.');
    expect(store.getState().script.values.company).toBe('Acme');
    const after = (await reloaded()).getState();
    expect(after.editingItemId).toBe(id);
    after.updateItem(id, { ...after.spec, text: 'Updated' }, after.script);
    expect(after.items).toHaveLength(1);
  });

  it('stops editing a line that is removed or bought', async () => {
    const store = await withDraft();
    const s = store.getState();
    const id = s.addItem(structuredClone(s.spec));
    s.setEditing({ id, spec: s.spec, script: s.script });
    store.getState().removeItem(id);
    expect(store.getState().editingItemId).toBeNull();
    const id2 = store.getState().addItem(structuredClone(s.spec));
    store.getState().setEditing({ id: id2, spec: s.spec, script: s.script });
    store.getState().clearCart();
    expect(store.getState().editingItemId).toBeNull();
  });
});
