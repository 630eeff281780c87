import { describe, expect, it } from 'vitest';
import { consentGateSource, consentOpenAttribute } from './consent-gate';

/** Runs the inline script against a stand-in localStorage and <html>; true when it opens the popup. */
function opens(stored: string | null | (() => never)): boolean {
  const attributes = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => {
      expect(key).toBe('greeting-studio');
      return typeof stored === 'function' ? stored() : stored;
    },
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
  new Function('localStorage', 'document', consentGateSource('greeting-studio'))(localStorage, document);
  return attributes.has(consentOpenAttribute);
}

const saved = (state: unknown) => JSON.stringify({ state, version: 1 });

describe('consent gate script', () => {
  it('opens the popup on a first visit', () => {
    expect(opens(null)).toBe(true);
  });

  it('keeps it closed once the visitor has decided, either way', () => {
    expect(opens(saved({ items: [], currency: null, consent: { analytics: false, decidedAt: '2026-01-01T00:00:00.000Z' } }))).toBe(false);
    expect(opens(saved({ items: [], currency: null, consent: { analytics: true, decidedAt: '2026-01-01T00:00:00.000Z' } }))).toBe(false);
  });

  it('opens it when the stored state holds no decision (a cart saved before deciding)', () => {
    expect(opens(saved({ items: [], currency: 'EUR', consent: null }))).toBe(true);
  });

  it('opens it when storage is corrupt or unreadable', () => {
    expect(opens('{not json')).toBe(true);
    expect(
      opens(() => {
        throw new Error('SecurityError');
      }),
    ).toBe(true);
  });
});
