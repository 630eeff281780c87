import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { sealCredentials, unsealCredentials } = await import('./credential-seal');

const current = 'current-secret-0123456789-abcdefghijk';
const old = 'previous-secret-9876543210-zyxwvutsrq';
const creds = { accountSid: 'AC123', apiKeySid: 'SK456', apiKeySecret: 'top-secret-value' };

describe('credential seal', () => {
  it('round-trips and never holds the secret in the clear', () => {
    const sealed = sealCredentials(current, 'conn-1', creds);
    expect(sealed).not.toContain('top-secret-value');
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain('top-secret');
    expect(unsealCredentials(current, 'conn-1', sealed)).toEqual({ value: creds, stale: false });
  });

  it('does not open under another connection id or another secret', () => {
    const sealed = sealCredentials(current, 'conn-1', creds);
    expect(unsealCredentials(current, 'conn-2', sealed)).toBeNull();
    expect(unsealCredentials(old, 'conn-1', sealed)).toBeNull();
    expect(unsealCredentials(current, 'conn-1', `${sealed.slice(0, -2)}AA`)).toBeNull();
  });

  it('opens a seal of the previous secret after rotation and marks it stale', () => {
    const sealed = sealCredentials(old, 'conn-1', creds);
    const opened = unsealCredentials({ current, previous: [old] }, 'conn-1', sealed);
    expect(opened).toEqual({ value: creds, stale: true });
    const resealed = sealCredentials({ current, previous: [old] }, 'conn-1', opened!.value);
    expect(unsealCredentials(current, 'conn-1', resealed)).toEqual({ value: creds, stale: false });
  });
});
