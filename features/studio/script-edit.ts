// Pure helpers behind the script editor: cursor insertion, field replacement in edited text,
// and the text status the counter and the listen gate show. No React, unit-tested.
// zod-free on purpose: this runs on the studio's first load, where zod would add ~30 KiB (#9).
import { useCases, type UseCase } from '@/lib/greeting/spec-values';
import { templateStyles, type TemplateStyle } from '@/lib/greeting/templates/types';
import { segmentText } from '@/lib/tts/text/segment';
import { countCharacters, textLimit, validateText } from '@/lib/tts/text/validate';

export const pauseLengths = [0.5, 1, 2, 3] as const;
export type PauseLength = (typeof pauseLengths)[number];

/**
 * Insert `insert` over the selection [start, end), padding it with a space where it would
 * otherwise touch a word. Returns the new text and where the cursor belongs afterwards.
 */
export function insertAtCursor(
  text: string,
  start: number,
  end: number,
  insert: string,
): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const before = text.slice(0, from);
  const after = text.slice(to);
  const lead = before.length > 0 && !/\s$/.test(before) ? ' ' : '';
  const trail = after.length > 0 && !/^\s/.test(after) ? ' ' : '';
  const piece = `${lead}${insert}${trail}`;
  return { text: before + piece + after, cursor: before.length + lead.length + insert.length + trail.length };
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * In text the visitor edited by hand, swap a field's previous value for its new one — only
 * where it stands as a whole (not inside another word), so every other edit is kept.
 */
export function replaceFieldValue(
  text: string,
  previous: string,
  next: string,
): { text: string; count: number } {
  const old = previous.trim();
  if (old.length === 0 || old === next.trim()) return { text, count: 0 };
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(old)}(?![\\p{L}\\p{N}])`, 'gu');
  let count = 0;
  const replaced = text.replace(pattern, () => {
    count += 1;
    return next.trim();
  });
  return { text: replaced, count };
}

export type TextStatus = {
  count: number;
  limit: number;
  /** Characters over the limit, 0 when within it. */
  over: number;
  issue: 'too-long' | 'control-characters' | 'empty' | null;
  /** Markup was found; it is ignored when speaking. */
  markup: boolean;
  /** Listen and add-to-cart are allowed. */
  ok: boolean;
};

const markupLike = /<\/?[A-Za-z!?][^<>]*>/;

export function textStatus(text: string): TextStatus {
  const count = countCharacters(text);
  const result = validateText(text);
  // Pauses alone give the engine nothing to say: the server would answer "empty".
  const speaks = result.ok && segmentText(result.text).some((s) => s.kind === 'speech');
  const issue = !result.ok ? result.issue.code : speaks ? null : 'empty';
  return {
    count,
    limit: textLimit,
    over: Math.max(0, count - textLimit),
    issue,
    markup: markupLike.test(text),
    ok: issue === null,
  };
}

/**
 * How links open the studio with a preset: `?useCase=on-hold&template=friendly` (content pages),
 * `&voice=espeak-de-lena` (the samples gallery), `&text=…` (a free example script). Each value is
 * checked on its own; an unknown or invalid one is dropped and the studio keeps its default. Whether
 * the voice exists is for the voice list to say (an unknown id falls back to the language's best).
 */
export type StudioPreset = {
  useCase?: UseCase;
  template?: TemplateStyle;
  voice?: string;
  text?: string;
};

/** Voice ids as the spec allows them (1–80 characters), in the catalogue's spelling. */
const voiceIdPattern = /^[a-z0-9][a-z0-9._-]{0,79}$/i;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

export function parseStudioPreset(search: string): StudioPreset {
  const params = new URLSearchParams(search);
  const voice = params.get('voice');
  const text = params.get('text');
  return {
    useCase: oneOf(useCases, params.get('useCase')),
    template: oneOf(templateStyles, params.get('template')),
    voice: voice !== null && voiceIdPattern.test(voice) ? voice : undefined,
    // Only a text the studio could speak; anything else would open with Listen disabled.
    text: text !== null && textStatus(text).ok ? text : undefined,
  };
}
