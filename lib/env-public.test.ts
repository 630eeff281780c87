import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePublicEnv } from './env-public';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('public environment', () => {
  it('keeps a valid tag manager id and treats an empty one as unset', () => {
    expect(parsePublicEnv({ NEXT_PUBLIC_GTM_ID: 'GTM-AB12CD3' })).toEqual({
      env: { NEXT_PUBLIC_GTM_ID: 'GTM-AB12CD3' },
      issues: [],
    });
    expect(parsePublicEnv({ NEXT_PUBLIC_GTM_ID: '' })).toEqual({ env: {}, issues: [] });
    expect(parsePublicEnv({})).toEqual({ env: {}, issues: [] });
  });

  it('leaves out a bad value, naming the variable and what was expected', () => {
    const { env, issues } = parsePublicEnv({ NEXT_PUBLIC_GTM_ID: 'UA-12345-1"><script>' });
    expect(env.NEXT_PUBLIC_GTM_ID).toBeUndefined();
    expect(issues).toEqual(['  NEXT_PUBLIC_GTM_ID: a Google Tag Manager container id such as GTM-AB12CD3']);
  });

  it('reads the variables once at load and warns about what it ignored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'gtm-lowercase');
    const { publicEnv } = await import('./env-public');
    expect(publicEnv.NEXT_PUBLIC_GTM_ID).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/ignored[\s\S]*NEXT_PUBLIC_GTM_ID: a Google Tag Manager/),
    );

    vi.resetModules();
    warn.mockClear();
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'GTM-E2ETEST');
    expect((await import('./env-public')).publicEnv).toEqual({ NEXT_PUBLIC_GTM_ID: 'GTM-E2ETEST' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('stays importable from client code and light: no import at all (not even zod), no secret', () => {
    const source = readFileSync(path.join(import.meta.dirname, 'env-public.ts'), 'utf8');
    const imports = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(imports).toEqual([]);
    expect(source).not.toMatch(/server-only/);
    const reads = [...source.matchAll(/process\.env\.([A-Z_]+)/g)].map((m) => m[1]);
    expect(reads.length).toBeGreaterThan(0);
    for (const name of reads) expect(name).toMatch(/^NEXT_PUBLIC_/);
  });
});
