import { describe, expect, it } from 'vitest';
import { assertAuthDeployment, EmulatorInProductionError, isRealDeployment } from './deployment';

const emulator = '127.0.0.1:9099';

describe('auth emulator on a real deployment', () => {
  it('counts localhost sites as local and anything else as real', () => {
    expect(isRealDeployment({ SITE_URL: 'http://localhost:3000', DEPLOYMENT: undefined })).toBe(false);
    expect(isRealDeployment({ SITE_URL: 'http://127.0.0.1:3210', DEPLOYMENT: undefined })).toBe(false);
    expect(isRealDeployment({ SITE_URL: 'http://[::1]:3000', DEPLOYMENT: undefined })).toBe(false);
    expect(isRealDeployment({ SITE_URL: 'https://greeting.studio', DEPLOYMENT: undefined })).toBe(true);
    expect(isRealDeployment({ SITE_URL: 'https://localhost.greeting.studio', DEPLOYMENT: undefined })).toBe(
      true,
    );
  });

  it('lets DEPLOYMENT override the guess', () => {
    expect(isRealDeployment({ SITE_URL: 'http://localhost:3000', DEPLOYMENT: 'production' })).toBe(true);
    expect(isRealDeployment({ SITE_URL: 'https://staging.internal', DEPLOYMENT: 'local' })).toBe(false);
  });

  it('refuses the emulator only on a real deployment', () => {
    expect(() =>
      assertAuthDeployment({
        SITE_URL: 'http://localhost:3000',
        DEPLOYMENT: undefined,
        FIREBASE_AUTH_EMULATOR_HOST: emulator,
      }),
    ).not.toThrow();
    expect(() =>
      assertAuthDeployment({
        SITE_URL: 'https://greeting.studio',
        DEPLOYMENT: undefined,
        FIREBASE_AUTH_EMULATOR_HOST: undefined,
      }),
    ).not.toThrow();
    expect(() =>
      assertAuthDeployment({
        SITE_URL: 'https://greeting.studio',
        DEPLOYMENT: undefined,
        FIREBASE_AUTH_EMULATOR_HOST: emulator,
      }),
    ).toThrow(EmulatorInProductionError);
    expect(() =>
      assertAuthDeployment({
        SITE_URL: 'http://localhost:3000',
        DEPLOYMENT: 'production',
        FIREBASE_AUTH_EMULATOR_HOST: emulator,
      }),
    ).toThrow(/Refusing to start/);
  });
});
