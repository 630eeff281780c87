// Where an OAuth round trip may send the customer back: a page of ours, with its query (the order
// page needs its id), never another host or a path that climbs out.
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { safeReturnPath } = await import('./oauth-flow');

describe('safeReturnPath', () => {
  it.each(['/', '/de/', '/fr/order/?id=ord_1&token=abc-DEF_9', '/on-hold/?phoneSystem=denied'])(
    'keeps our own page %s',
    (path) => expect(safeReturnPath(path, '/home/')).toBe(path),
  );

  it.each([
    undefined,
    '',
    '//evil.example/',
    '/\\evil.example/',
    'https://evil.example/',
    '/../admin/',
    '/a/?next=//evil.example/#x',
    '/a b/',
  ])('falls back for %s', (path) => expect(safeReturnPath(path, '/home/')).toBe('/home/'));
});
