// The secret scan (e2e/no-secrets.spec.ts) is only as good as its list: every server-side variable
// in lib/env.ts that holds a credential must have a fake value in the e2e build, or a stated reason.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeSecretEnv, fakeSecretNeedles, notFaked } from './fake-secrets.mjs';

const envSource = readFileSync(path.join(process.cwd(), 'lib', 'env.ts'), 'utf8');
const declared = [...envSource.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);

/** Names that hold credentials by convention. */
const secretLooking = /SECRET|PASSWORD|PRIVATE|TOKEN|CREDENTIAL|SERVICE_ACCOUNT|_KEY_ID$|^SMTP_URL$|^DATABASE_URL$/;
/** Keys that are public by design: sent to every browser. */
const publicByDesign = new Set(['STRIPE_PUBLISHABLE_KEY', 'FIREBASE_API_KEY', 'BOT_CHECK_SITE_KEY']);

describe('fake secrets for the secret scan', () => {
  it('reads the variables from lib/env.ts', () => {
    expect(declared).toContain('APP_SECRET');
    expect(declared.length).toBeGreaterThan(30);
  });

  it('covers every credential in lib/env.ts with a fake value or a stated reason', () => {
    const uncovered = declared.filter(
      (name) =>
        secretLooking.test(name) &&
        !publicByDesign.has(name) &&
        !(name in fakeSecretEnv) &&
        !(name in notFaked),
    );
    expect(uncovered).toEqual([]);
  });

  it('plants every needle in the build environment', () => {
    const environment = Object.values(fakeSecretEnv).join('\n');
    for (const [name, needle] of Object.entries(fakeSecretNeedles))
      expect(environment.includes(needle), name).toBe(true);
  });

  it('passes the schema in lib/env.ts (a rejected fake would fail the build, not the scan)', async () => {
    const { env, resetEnvCache } = await import('@/lib/env');
    const saved = { ...process.env };
    try {
      Object.assign(process.env, fakeSecretEnv);
      resetEnvCache();
      const parsed = env();
      expect(parsed.S3_SECRET_ACCESS_KEY).toBe(fakeSecretNeedles.S3_SECRET_ACCESS_KEY);
      expect(parsed.APP_SECRET).toBe(fakeSecretNeedles.APP_SECRET);
    } finally {
      process.env = saved;
      resetEnvCache();
    }
  });
});
