// Migration 0008 on embedded PGlite and a real PostgreSQL server: each account's pronunciation
// dictionary is its own (never read, changed or deleted through another uid), a word is stored
// once per language, at most 200 entries per account, and it goes with a deleted account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onAccountDeleted } from '@/lib/auth/account-deletion';
import { openDb, type Db } from '@/lib/db/client';
import {
  deletePronunciation,
  listPronunciations,
  savePronunciation,
} from '@/lib/pronunciations/account-store';
import { pronunciationLimits } from '@/lib/tts/text/pronounce';
import { postgresAvailable, startPostgres, type PostgresServer } from './postgres-server';

let server: PostgresServer | undefined;
const backends = [
  { name: 'PGlite', skip: false, open: () => openDb({ inMemory: true }) },
  {
    name: 'PostgreSQL',
    skip: !postgresAvailable,
    open: async () => {
      server ??= await startPostgres();
      return openDb({ databaseUrl: server.url });
    },
  },
];
afterAll(() => server?.stop());

describe.each(backends)('pronunciation dictionary on $name', ({ open, skip }) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    if (skip) return;
    ({ db, close } = await open());
  });
  afterAll(async () => close?.());

  it.skipIf(skip)('keeps each account to its own entries', async () => {
    const a = await savePronunciation(db, 'alice', { locale: 'de', word: 'Nguyen', sayAs: 'Nuijen' });
    await savePronunciation(db, 'bob', { locale: 'de', word: 'Nguyen', sayAs: 'Wien' });
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect(await listPronunciations(db, 'alice')).toEqual([
      { id: a.entry.id, locale: 'de', word: 'Nguyen', sayAs: 'Nuijen' },
    ]);
    expect((await listPronunciations(db, 'bob')).map((e) => e.sayAs)).toEqual(['Wien']);
    // Bob cannot delete Alice's entry by its id; Alice can.
    expect(await deletePronunciation(db, 'bob', a.entry.id)).toBe(false);
    expect(await listPronunciations(db, 'alice')).toHaveLength(1);
    expect(await deletePronunciation(db, 'alice', a.entry.id)).toBe(true);
    expect(await listPronunciations(db, 'alice')).toEqual([]);
    expect(await listPronunciations(db, 'bob')).toHaveLength(1);
  });

  it.skipIf(skip)('stores a word once per language: saving it again changes how it sounds', async () => {
    const first = await savePronunciation(db, 'carol', { locale: 'en', word: 'Zürich', sayAs: 'Zurick' });
    const again = await savePronunciation(db, 'carol', { locale: 'en', word: 'Zürich', sayAs: 'Tsürich' });
    await savePronunciation(db, 'carol', { locale: 'de', word: 'Zürich', sayAs: 'Tsüriech' });
    expect(first.ok && again.ok && first.entry.id === again.entry.id).toBe(true);
    const list = await listPronunciations(db, 'carol');
    expect(list.map((e) => [e.locale, e.sayAs])).toEqual([
      ['de', 'Tsüriech'],
      ['en', 'Tsürich'],
    ]);
  });

  it.skipIf(skip)('refuses a new word past 200 entries, but still lets one be changed', async () => {
    const limit = pronunciationLimits.perAccount;
    expect(limit).toBe(200);
    // Two at once near the limit: only one may pass.
    for (let i = 0; i < limit - 1; i++)
      await savePronunciation(db, 'dave', { locale: 'en', word: `word${i}`, sayAs: 'x' });
    const [x, y] = await Promise.all([
      savePronunciation(db, 'dave', { locale: 'en', word: 'last-a', sayAs: 'x' }),
      savePronunciation(db, 'dave', { locale: 'en', word: 'last-b', sayAs: 'x' }),
    ]);
    expect([x.ok, y.ok].filter(Boolean)).toHaveLength(1);
    expect(await listPronunciations(db, 'dave')).toHaveLength(limit);
    expect(await savePronunciation(db, 'dave', { locale: 'de', word: 'neu', sayAs: 'noy' })).toEqual({
      ok: false,
      reason: 'too-many',
    });
    const changed = await savePronunciation(db, 'dave', { locale: 'en', word: 'word0', sayAs: 'changed' });
    expect(changed.ok).toBe(true);
  });

  it.skipIf(skip)('forgets the dictionary with the account', async () => {
    await savePronunciation(db, 'erin', { locale: 'fr', word: 'Quai', sayAs: 'Kè' });
    await db.transaction((tx) => onAccountDeleted('erin', tx));
    expect(await listPronunciations(db, 'erin')).toEqual([]);
  });
});
