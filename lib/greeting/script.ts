// The rules of a greeting script, written once: the pause-token grammar, what counts as a word
// and how long the script takes to say. The engines' text pipeline (lib/tts/text), the price
// (lib/payments/pricing), the studio's length readout, the content pages' script cards and the
// download file names all read the script through this module, so they cannot disagree.
// Pure TypeScript (no DOM, no Node): the browser and the server run the same code.
import type { Locale } from '../i18n/locales';
import { limits } from './spec-values';

/**
 * `[pause]`, `[pause 1s]`, `[pause 1.5s]`, `[pause 1,5 s]`, `[pause 500ms]`, `[pause 2]` (seconds),
 * and every page language's own form (see pauseForms): `[Pause 1,5 s]`, `[παύση 1 δ]`,
 * `[pausa 2 s]`, with the units people write in those languages (Sek., seg., δευτ.).
 */
const pauseToken =
  /\[\s*(?:pause|pausa|παύση|παυση)(?:\s+(\d{1,6}(?:[.,]\d{1,6})?)\s*(ms|s|sec|secs|seconds?|sek\.?|sekunden?|seg\.?|segundos?|secondes?|secondi|δ\.?|δευτ\.?|δευτερόλεπτ[οα])?)?\s*\]/giu;

/** The canonical form the spec stores and the server reads: `[pause]` or `[pause 1.5s]`. */
const canonicalToken = /^\[pause(?: \d{1,6}(?:\.\d{1,6})?s)?\]$/;

/** How the pause token is written on each language's pages (the parser reads all of them). */
const pauseForms: Record<Locale, { word: string; unit: string; decimal: string }> = {
  en: { word: 'pause', unit: 's', decimal: '.' },
  de: { word: 'Pause', unit: ' s', decimal: ',' },
  el: { word: 'παύση', unit: ' δ', decimal: ',' },
  es: { word: 'pausa', unit: ' s', decimal: ',' },
  fr: { word: 'pause', unit: ' s', decimal: ',' },
  it: { word: 'pausa', unit: ' s', decimal: ',' },
  pt: { word: 'pausa', unit: ' s', decimal: ',' },
};

/** A bare `[pause]` lasts this long. */
export const defaultPauseSeconds = 1;

function pauseSeconds(value: string | undefined, unit: string | undefined): number {
  if (value === undefined) return defaultPauseSeconds;
  const n = Number(value.replace(',', '.'));
  const seconds = unit?.toLowerCase() === 'ms' ? n / 1000 : n;
  const { min, max } = limits.pauseSeconds;
  // Round to milliseconds so 0.1 + float noise never leaks into the mixer.
  return Math.round(Math.min(max, Math.max(min, seconds)) * 1000) / 1000;
}

export type ScriptPart = { kind: 'text'; text: string } | { kind: 'pause'; seconds: number; token: string };

/** The script as written, split into text and pause tokens in order (empty text parts left out). */
export function splitScript(text: string): ScriptPart[] {
  const parts: ScriptPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pauseToken)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'pause', seconds: pauseSeconds(match[1], match[2]), token: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** A pause token in a language's form: `[pause 1.5s]` (en, canonical), `[Pause 1,5 s]`, `[παύση 1,5 δ]`. */
export function formatPauseToken(seconds: number | null, locale: Locale): string {
  const form = pauseForms[locale];
  if (seconds === null) return `[${form.word}]`;
  return `[${form.word} ${String(seconds).replace('.', form.decimal)}${form.unit}]`;
}

function rewritePauses(text: string, locale: Locale, keep: (token: string) => boolean): string {
  return text.replace(pauseToken, (token: string, value: string | undefined, unit: string | undefined) =>
    keep(token) ? token : formatPauseToken(value === undefined ? null : pauseSeconds(value, unit), locale),
  );
}

/**
 * The script as the spec stores it and the server reads it: every pause token in the canonical
 * English form. Tokens already canonical stay byte for byte, so English scripts never change.
 */
export function canonicalPauses(text: string): string {
  return rewritePauses(text, 'en', (token) => canonicalToken.test(token));
}

/** The script for display on a page in `locale`: its pause tokens in that language's form. */
export function localizePauses(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  return rewritePauses(text, locale, () => false);
}

/** The script without its pause tokens (each replaced by a space, so words never merge). */
export function withoutPauses(text: string): string {
  return text.replace(pauseToken, ' ');
}

/** Total seconds of the script's pause tokens, each clamped as the engines clamp it. */
export function pauseTotalSeconds(text: string): number {
  return splitScript(text).reduce((sum, part) => sum + (part.kind === 'pause' ? part.seconds : 0), 0);
}

/**
 * Words as the engine reads them: every run of letters or digits between spaces, hyphens and
 * dashes ("Müller-Lüdenscheidt" is two words, "[please]" one). Pause tokens are not words; text in
 * other brackets is read aloud, so it is counted. The price counts the engine's normalized text
 * with this (lib/tts/text spokenWordCount), so it counts exactly what will be spoken.
 */
export function countWords(text: string): number {
  return withoutPauses(text)
    .split(/[\s\-\u2010-\u2015\u2212/]+/u)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** An everyday speaking rate: the estimate before the first listen, not a measurement. */
export const wordsPerSecond = 2.5;

/**
 * A rough spoken length for the "total length" readout before the first listen and the content
 * pages' script cards: words at an everyday rate, slowed or sped by the voice speed, plus pauses.
 */
export function estimateSpokenSeconds(text: string, speed: number): number {
  const pauses = pauseTotalSeconds(text);
  const words = countWords(text);
  if (words === 0) return pauses;
  return words / wordsPerSecond / Math.max(0.5, speed) + pauses;
}
