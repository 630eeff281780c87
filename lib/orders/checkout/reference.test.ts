import { describe, expect, it } from 'vitest';
import { newOrderReference } from './reference';

describe('order reference', () => {
  it('is two groups of four unambiguous characters', () => {
    for (let i = 0; i < 200; i++)
      expect(newOrderReference()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('is random, not a counter (a guessed neighbour finds nothing)', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => newOrderReference()));
    expect(seen.size).toBe(2000);
    // Every position uses the whole alphabet over many draws.
    const first = new Set([...seen].map((r) => r[0]));
    expect(first.size).toBeGreaterThan(25);
  });
});
