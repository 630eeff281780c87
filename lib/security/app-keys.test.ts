import { describe, expect, it } from 'vitest';
import {
  acceptedKeys,
  assertStrongSecret,
  currentKey,
  DEFAULT_APP_SECRET,
  deriveKey,
  secretRing,
  secretWeaknesses,
} from './app-keys';

const strong = 'k7Qm2vX9pL4sT8wZ1cR6yB3nF5hJ0dGe';
const real = { SITE_URL: 'https://greeting.studio', DEPLOYMENT: undefined };
const local = { SITE_URL: 'http://localhost:3000', DEPLOYMENT: undefined };
const ringEnv = (APP_SECRET: string, APP_SECRET_PREVIOUS?: string, APP_SECRET_PREVIOUS_UNTIL?: Date) => ({
  APP_SECRET,
  APP_SECRET_PREVIOUS,
  APP_SECRET_PREVIOUS_UNTIL,
});

describe('APP_SECRET on a real deployment', () => {
  it('refuses the default, short and low-variety secrets', () => {
    expect(() => assertStrongSecret({ ...real, ...ringEnv(DEFAULT_APP_SECRET) })).toThrow(/public default/);
    expect(() => assertStrongSecret({ ...real, ...ringEnv('only-twenty-chars-ok') })).toThrow(
      /shorter than 32/,
    );
    expect(() => assertStrongSecret({ ...real, ...ringEnv('ab'.repeat(20)) })).toThrow(
      /different characters/,
    );
    expect(() => assertStrongSecret({ ...real, ...ringEnv(strong, DEFAULT_APP_SECRET) })).toThrow(
      /APP_SECRET_PREVIOUS/,
    );
    expect(() =>
      assertStrongSecret({ ...local, DEPLOYMENT: 'production', ...ringEnv(DEFAULT_APP_SECRET) }),
    ).toThrow();
  });

  it('lets a strong secret start, and localhost runs keep the default', () => {
    expect(() => assertStrongSecret({ ...real, ...ringEnv(strong) })).not.toThrow();
    expect(() => assertStrongSecret({ ...local, ...ringEnv(DEFAULT_APP_SECRET) })).not.toThrow();
    expect(secretWeaknesses(strong)).toEqual([]);
  });
});

describe('derived keys', () => {
  it('differ per purpose and per secret, and are stable', () => {
    const keys = (['download-link', 'order-token', 'token-seal'] as const).map((p) =>
      deriveKey(strong, p).toString('hex'),
    );
    expect(new Set(keys).size).toBe(3);
    expect(deriveKey(strong, 'order-token').equals(deriveKey(strong, 'order-token'))).toBe(true);
    expect(deriveKey(`${strong}x`, 'order-token').equals(deriveKey(strong, 'order-token'))).toBe(false);
    expect(keys).not.toContain(Buffer.from(strong).toString('hex'));
  });

  it('accepts the previous secret until its grace period ends', () => {
    const old = 'previous-secret-previous-secret-1';
    const until = new Date('2026-12-01T00:00:00Z');
    const during = secretRing(ringEnv(strong, old, until), new Date('2026-11-30T00:00:00Z'));
    const after = secretRing(ringEnv(strong, old, until), new Date('2026-12-02T00:00:00Z'));
    expect(acceptedKeys(during, 'download-link')).toHaveLength(2);
    expect(acceptedKeys(after, 'download-link')).toHaveLength(1);
    expect(currentKey(during, 'download-link').equals(deriveKey(strong, 'download-link'))).toBe(true);
    expect(acceptedKeys(secretRing(ringEnv(strong, old)), 'token-seal')).toHaveLength(2);
  });
});
