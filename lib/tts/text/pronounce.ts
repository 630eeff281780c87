// The pronunciation dictionary: "Nguyen" is said "win", "Zürich" "Tsürich". Applied to what the
// visitor typed before our other text rules, for every engine: offline engines get the spelling
// that sounds right, cloud engines get SSML <sub alias="…">. Only whole words are replaced, never
// part of a longer word, of an e-mail or web address, or of a pause token.
import * as z from 'zod/mini';
import { locales } from '../../i18n/locales';

export const pronunciationLimits = { wordChars: 60, sayAsChars: 120, perAccount: 200, perSpec: 50 } as const;

// Control characters would reach the engines' parsers; angle brackets and braces would be
// markup. A word must hold a letter or digit, or it could never match a whole word.
const plain = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'pronunciation-empty'),
    z.maxLength(max, 'pronunciation-too-long'),
    z.refine((v) => !/[\p{Cc}\p{Cf}<>{}[\]\\]/u.test(v), 'pronunciation-invalid-characters'),
  );

export const pronunciationSchema = z.object({
  locale: z.enum(locales),
  word: plain(pronunciationLimits.wordChars).check(
    z.refine((v) => /[\p{L}\p{N}]/u.test(v), 'pronunciation-invalid-characters'),
  ),
  sayAs: plain(pronunciationLimits.sayAsChars),
});
export type Pronunciation = z.infer<typeof pronunciationSchema>;

export type PronouncedPart = { kind: 'text'; text: string } | { kind: 'sub'; text: string; alias: string };

// Spans that are never rewritten: e-mail and web addresses (a dictionary entry "info" must not
// turn info@acme.com into something else) and the studio's [pause …] tokens.
const protectedSpans =
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}|(?:https?:\/\/|www\.)\S+|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|de|gr|es|fr|it|pt|eu|io|co|uk|at|ch)\b\S*|\[\s*pause[^\]]*\]/giu;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An entry written in lower case matches any case; one with capitals matches as written ("May" ≠ "may"). */
function entryPattern(word: string): string {
  const anyCase = word === word.toLocaleLowerCase();
  return word
    .split(/\s+/)
    .map((piece) => (anyCase ? caseless(escapeRegExp(piece)) : escapeRegExp(piece)))
    .join('\\s+');
}

/** Split text into kept text and replaced words, for the entries of the text's language. */
export function splitPronunciations(
  text: string,
  entries: readonly Pronunciation[],
  locale: string,
): PronouncedPart[] {
  const own = entries.filter((e) => e.locale === locale);
  if (own.length === 0 || text.length === 0) return text ? [{ kind: 'text', text }] : [];
  // Longest first, so "Zürich HB" wins over "Zürich".
  const sorted = [...own].sort((a, b) => b.word.length - a.word.length);
  const lookup = new RegExp(
    sorted.map((e) => `(?<![\\p{L}\\p{N}_])(${entryPattern(e.word)})(?![\\p{L}\\p{N}_])`).join('|'),
    'gu',
  );
  const guarded: [number, number][] = [...text.matchAll(protectedSpans)].map((m) => [
    m.index,
    m.index + m[0].length,
  ]);
  const parts: PronouncedPart[] = [];
  let last = 0;
  for (const match of text.matchAll(lookup)) {
    const start = match.index;
    const end = start + match[0].length;
    if (guarded.some(([a, b]) => start < b && end > a)) continue;
    const group = match.slice(1).findIndex((g) => g !== undefined);
    const entry = sorted[group];
    if (!entry) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'sub', text: match[0], alias: entry.sayAs });
    last = end;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * One combined pattern cannot mix caseless and case-sensitive entries (inline `(?i:…)` needs a newer
 * engine than Node 20's), so a caseless entry spells out both cases of each letter.
 */
function caseless(source: string): string {
  return source.replace(/\p{L}/gu, (c) => {
    const lower = c.toLocaleLowerCase();
    const upper = c.toLocaleUpperCase();
    return lower === upper || upper.length !== 1 ? c : `[${lower}${upper}]`;
  });
}

/** The text as offline engines should read it: every entry's word replaced by how it sounds. */
export function applyPronunciations(text: string, entries: readonly Pronunciation[], locale: string): string {
  return splitPronunciations(text, entries, locale)
    .map((p) => (p.kind === 'sub' ? p.alias : p.text))
    .join('');
}

/** SSML for cloud engines: escaped text with each entry as <sub alias="…">word</sub>. */
export function pronunciationsToSsml(
  parts: readonly PronouncedPart[],
  escape: (text: string) => string,
): string {
  return parts
    .map((p) =>
      p.kind === 'sub' ? `<sub alias="${escape(p.alias)}">${escape(p.text)}</sub>` : escape(p.text),
    )
    .join('');
}

const sameWord = (a: Pronunciation, b: Pronunciation) => a.locale === b.locale && a.word === b.word;

/** The list with `entry` added, or replacing the entry for the same word and language. */
export function withPronunciation(list: readonly Pronunciation[], entry: Pronunciation): Pronunciation[] {
  const at = list.findIndex((e) => sameWord(e, entry));
  if (at < 0) return [...list, entry];
  return list.map((e, i) => (i === at ? entry : e));
}

/** The list without the entry for this word and language. */
export function withoutPronunciation(list: readonly Pronunciation[], entry: Pronunciation): Pronunciation[] {
  return list.filter((e) => !sameWord(e, entry));
}

/** The entries of `locale` that replace something in `text` (what a greeting needs to carry). */
export function pronunciationsInUse(
  text: string,
  entries: readonly Pronunciation[],
  locale: string,
): Pronunciation[] {
  return entries.filter(
    (e) => e.locale === locale && splitPronunciations(text, [e], locale).some((p) => p.kind === 'sub'),
  );
}
