import { describe, expect, it } from 'vitest';
import { externalIdFor } from './external-id';

const ring = 'x'.repeat(40);

describe('Amazon Connect external id', () => {
  it('is the same for one customer every time the form opens, and differs between customers', () => {
    const a = externalIdFor(ring, 'user-a');
    expect(externalIdFor(ring, 'user-a')).toBe(a);
    expect(externalIdFor(ring, 'user-b')).not.toBe(a);
    // STS: 2–1224 characters from [\w+=,.@:/-].
    expect(a).toMatch(/^gs-[\w-]{32}$/);
  });

  it('depends on the app secret, so nobody without it can compute a customer’s id', () => {
    expect(externalIdFor('y'.repeat(40), 'user-a')).not.toBe(externalIdFor(ring, 'user-a'));
  });
});
