// The account dictionary through the real route handlers: no session is a 401, each caller sees
// and deletes only their own entries (another account's id is the same 404 as a made-up one),
// bad entries are refused with their reason, and the 201st word is a 409 with reason too-many.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Only the Firebase check is replaced: "Bearer uid:<id>" is a verified ID token of <id>.
vi.mock('@/lib/auth/verify', async (original) => ({
  ...(await original<typeof import('@/lib/auth/verify')>()),
  ...(await import('./bearer-uid.test-kit')).bearerUidVerify,
}));
vi.mock('server-only', () => ({}));

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'gs-pronunciations-'));
process.env.APP_SECRET = 'pronunciation-test-secret-0123456789';
const { resetEnvCache } = await import('@/lib/env');
resetEnvCache();
const { closeDb, getDb } = await import('@/lib/db/client');
const listRoute = await import('@/app/api/pronunciations/route');
const entryRoute = await import('@/app/api/pronunciations/[id]/route');

// The first open migrates the embedded database: slow on a busy machine.
beforeAll(() => getDb(), 180_000);
afterAll(() => closeDb());

const url = 'http://localhost:3000/api/pronunciations/';
const as = (uid: string | null): Record<string, string> =>
  uid ? { authorization: `Bearer uid:${uid}` } : {};
const list = (uid: string | null) => listRoute.GET(new Request(url, { headers: as(uid) }), undefined);
const post = (uid: string | null, body: unknown) =>
  listRoute.POST(
    new Request(url, {
      method: 'POST',
      headers: { ...as(uid), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    undefined,
  );
const remove = (uid: string | null, id: string) =>
  entryRoute.DELETE(new Request(`${url}${id}/`, { method: 'DELETE', headers: as(uid) }), {
    params: Promise.resolve({ id }),
  });

type Entry = { id: string; locale: string; word: string; sayAs: string };

describe('/api/pronunciations/', () => {
  it('answers 401 without a session', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await post(null, { locale: 'en', word: 'Nguyen', sayAs: 'win' })).status).toBe(401);
    expect((await remove(null, '7b1c2d4e-0000-4000-8000-000000000001')).status).toBe(401);
  });

  it('refuses a declared oversized body with 413 before asking who sends it', async () => {
    const huge = JSON.stringify({ locale: 'en', word: 'x'.repeat(8 * 1024), sayAs: 'y' });
    for (const uid of [null, 'big-sender']) {
      const response = await listRoute.POST(
        new Request(url, {
          method: 'POST',
          headers: { ...as(uid), 'content-type': 'application/json', 'content-length': String(huge.length) },
          body: huge,
        }),
        undefined,
      );
      expect(response.status).toBe(413);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('payload-too-large');
    }
  });

  it('keeps each account to its own entries', async () => {
    const created = await post('ann', { locale: 'en', word: 'Nguyen', sayAs: 'win' });
    expect(created.status).toBe(201);
    const { entry } = (await created.json()) as { entry: Entry };
    await post('ben', { locale: 'en', word: 'Acme', sayAs: 'Ack me' });
    const ann = (await (await list('ann')).json()) as { entries: Entry[]; limit: number };
    expect(ann).toEqual({ entries: [entry], limit: 200 });
    const ben = (await (await list('ben')).json()) as { entries: Entry[] };
    expect(ben.entries.map((e) => e.word)).toEqual(['Acme']);
    // Ben cannot delete Ann's entry; to him it does not exist.
    const foreign = await remove('ben', entry.id);
    expect(foreign.status).toBe(404);
    expect((await remove('ben', 'not-a-uuid')).status).toBe(404);
    expect(((await (await list('ann')).json()) as { entries: Entry[] }).entries).toHaveLength(1);
    expect((await remove('ann', entry.id)).status).toBe(204);
    expect(((await (await list('ann')).json()) as { entries: Entry[] }).entries).toEqual([]);
  });

  it.each([
    [{ locale: 'en', word: 'x'.repeat(61), sayAs: 'y' }, 'pronunciation-too-long'],
    [{ locale: 'en', word: 'Nguyen', sayAs: 'wi\u0000n' }, 'pronunciation-invalid-characters'],
    [{ locale: 'en', word: 'Nguyen', sayAs: '<break/>' }, 'pronunciation-invalid-characters'],
    [{ locale: 'xx', word: 'Nguyen', sayAs: 'win' }, null],
  ])('refuses %j with its reason', async (body, reason) => {
    const response = await post('cat', body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { code: string; details: { reason: string | null } } };
    expect(json.error.code).toBe('validation');
    if (reason) expect(json.error.details.reason).toBe(reason);
  });

  it('refuses the 201st word with 409 too-many', async () => {
    for (let i = 0; i < 200; i++)
      expect((await post('dan', { locale: 'de', word: `Wort${i}`, sayAs: 'x' })).status).toBe(201);
    const full = await post('dan', { locale: 'de', word: 'Eins-zu-viel', sayAs: 'x' });
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({
      error: { code: 'conflict', details: { reason: 'too-many', limit: 200 } },
    });
  });
});
