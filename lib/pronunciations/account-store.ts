import 'server-only';
// A signed-in visitor's own pronunciation dictionary. Every query is scoped by the caller's uid,
// so no route can read or change another account's entries, whatever id it is given.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pronunciations } from '../db/schema';
import type { Locale } from '../i18n/locales';
import { pronunciationLimits, type Pronunciation } from '../tts/text/pronounce';

export type AccountPronunciation = Pronunciation & { id: string };

const columns = {
  id: pronunciations.id,
  locale: pronunciations.locale,
  word: pronunciations.word,
  sayAs: pronunciations.sayAs,
};

/** The account's entries, by language and word. */
export async function listPronunciations(db: Db, uid: string): Promise<AccountPronunciation[]> {
  const rows = await db
    .select(columns)
    .from(pronunciations)
    .where(eq(pronunciations.userId, uid))
    .orderBy(asc(pronunciations.locale), asc(pronunciations.word));
  return rows.map((r) => ({ ...r, locale: r.locale as Locale }));
}

export type SaveResult = { ok: true; entry: AccountPronunciation } | { ok: false; reason: 'too-many' };

/**
 * Add an entry, or change how an existing word (same language, same spelling) sounds. A new word
 * past pronunciationLimits.perAccount is refused; changing an existing one never is.
 */
export async function savePronunciation(db: Db, uid: string, entry: Pronunciation): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    // One writer per account at a time, so two saves at once cannot both pass the count.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`pronunciations:${uid}`}))`);
    const [existing] = await tx
      .select({ id: pronunciations.id })
      .from(pronunciations)
      .where(
        and(
          eq(pronunciations.userId, uid),
          eq(pronunciations.locale, entry.locale),
          eq(pronunciations.word, entry.word),
        ),
      );
    if (existing) {
      await tx
        .update(pronunciations)
        .set({ sayAs: entry.sayAs, updatedAt: new Date() })
        .where(and(eq(pronunciations.id, existing.id), eq(pronunciations.userId, uid)));
      return { ok: true, entry: { ...entry, id: existing.id } };
    }
    const [total] = await tx
      .select({ n: count() })
      .from(pronunciations)
      .where(eq(pronunciations.userId, uid));
    if ((total?.n ?? 0) >= pronunciationLimits.perAccount) return { ok: false, reason: 'too-many' };
    const id = randomUUID();
    await tx.insert(pronunciations).values({ id, userId: uid, ...entry });
    return { ok: true, entry: { ...entry, id } };
  });
}

/** Delete one of the account's entries; false when it has no entry with this id. */
export async function deletePronunciation(db: Db, uid: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(pronunciations)
    .where(and(eq(pronunciations.id, id), eq(pronunciations.userId, uid)))
    .returning({ id: pronunciations.id });
  return deleted.length > 0;
}
