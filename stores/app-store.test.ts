// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore, storageKey, storageVersion } from './app-store';

describe('app store', () => {
  beforeEach(() => localStorage.clear());

  it('creates independent stores (no module-level state)', () => {
    const a = createAppStore('en');
    const b = createAppStore('de');
    a.getState().showPanel('cart');
    expect(b.getState().openPanel).toBeNull();
    expect(b.getState().spec.locale).toBe('de');
  });

  it('persists the cart, currency, consent and the studio and IVR drafts only, with a version', async () => {
    const store = createAppStore('en');
    await store.persist.rehydrate();
    store.getState().setCurrency('GBP');
    store.getState().setConsent(true);
    store.getState().showPanel('language');
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as {
      state: Record<string, unknown>;
      version: number;
    };
    expect(saved.version).toBe(storageVersion);
    expect(Object.keys(saved.state).sort()).toEqual(['consent', 'currency', 'draft', 'items', 'ivrDraft']);
    expect(saved.state.draft).toBeNull();
    expect(saved.state.ivrDraft).toBeNull();
    expect(saved.state.currency).toBe('GBP');
  });

  it('restores a valid stored state after rehydration', async () => {
    const first = createAppStore('en');
    await first.persist.rehydrate();
    first.getState().setCurrency('EUR');
    const second = createAppStore('en');
    expect(second.getState().currency).toBeNull();
    await second.persist.rehydrate();
    expect(second.getState().currency).toBe('EUR');
  });

  it('never overwrites the stored state with updates made before rehydration', async () => {
    const first = createAppStore('en');
    await first.persist.rehydrate();
    first.getState().setCurrency('CHF');
    const second = createAppStore('en');
    second.getState().setOnline(false);
    second.getState().showPanel('cart');
    await second.persist.rehydrate();
    expect(second.getState().currency).toBe('CHF');
    expect(JSON.parse(localStorage.getItem(storageKey) ?? '{}').state.currency).toBe('CHF');
  });

  it('keeps the sign-in email typed so far out of storage, and forgets it once signed in', async () => {
    const store = createAppStore('en');
    await store.persist.rehydrate();
    store.getState().setSignInEmailDraft('kept@example.com');
    expect(store.getState().signInEmailDraft).toBe('kept@example.com');
    expect(localStorage.getItem(storageKey) ?? '').not.toContain('kept@example.com');
    store.getState().setSignedIn({
      uid: 'u1',
      email: 'kept@example.com',
      emailVerified: true,
      displayName: null,
      photoURL: null,
      providerIds: ['password'],
    });
    expect(store.getState().signInEmailDraft).toBe('');
  });

  it('drops a corrupt or tampered stored state instead of trusting it', async () => {
    localStorage.setItem(
      storageKey,
      JSON.stringify({
        state: { items: [{ id: 'x', spec: { text: 5 } }], currency: 'XXX', consent: null },
        version: storageVersion,
      }),
    );
    const store = createAppStore('en');
    await store.persist.rehydrate();
    expect(store.getState().items).toEqual([]);
    expect(store.getState().currency).toBeNull();
  });

  it('drops stored text that is not JSON and keeps working', async () => {
    localStorage.setItem(storageKey, '{not json');
    const store = createAppStore('en');
    await store.persist.rehydrate();
    expect(store.getState().items).toEqual([]);
    store.getState().setCurrency('EUR');
    expect(JSON.parse(localStorage.getItem(storageKey) ?? '{}').state.currency).toBe('EUR');
  });
});
