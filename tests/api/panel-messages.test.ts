// GET /api/messages/<locale>/: the panels' texts the page leaves out (#29), compiled, cacheable
// under the version the page names and only under it.
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/messages/[locale]/route';
import { panelNamespaces } from '@/lib/i18n/client-messages';
import { compileMessages } from '@/lib/i18n/compiled-messages';
import { panelMessages } from '@/lib/i18n/panel-messages';
import el from '@/messages/el.json';
import en from '@/messages/en.json';

const get = (locale: string, query = '') =>
  GET(new Request(`http://localhost/api/messages/${locale}/${query}`), {
    params: Promise.resolve({ locale }),
  });

describe('GET /api/messages/<locale>/', () => {
  it("answers exactly the panels' namespaces of that language, compiled", async () => {
    const { version } = await panelMessages('el');
    const response = await get('el', `?v=${version}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([...panelNamespaces].sort());
    const compiled = compileMessages(el);
    for (const ns of panelNamespaces) expect(body[ns]).toEqual(compiled[ns]);
    expect(JSON.stringify(body)).toContain(el.auth.signInTitle);
  });

  it('may be kept for good under the current version, and not under any other', async () => {
    const { version } = await panelMessages('en');
    const current = await get('en', `?v=${version}`);
    expect(current.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(current.headers.get('ETag')).toBe(`"${version}"`);
    const old = await get('en', '?v=000000000000');
    expect(old.headers.get('Cache-Control')).toBe('no-cache');
    expect(((await old.json()) as typeof en).auth.signInTitle).toBe(en.auth.signInTitle);
  });

  it('gives each language its own version', async () => {
    expect((await panelMessages('el')).version).not.toBe((await panelMessages('en')).version);
    expect((await panelMessages('en')).version).toMatch(/^[0-9a-f]{12}$/);
  });

  it('answers 404 for a language the site does not have, or a forged version', async () => {
    expect((await get('xx')).status).toBe(404);
    expect((await get('en', `?v=${'a'.repeat(65)}`)).status).toBe(404);
  });
});
