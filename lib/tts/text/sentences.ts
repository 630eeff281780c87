// How the engines' speech is cut and joined: sentence by sentence, with fixed gaps between them
// and a little silence at both ends (lib/tts/assemble.ts joins them). Pure and DSP-free: the
// studio's length estimate (./spoken-length.ts) runs the same split in the browser.

/** Silence before the first and after the last word. */
export const EDGE_SECONDS = 0.1;
/** Gap between sentences (about what the engines leave themselves inside one synthesis). */
export const SENTENCE_GAP_SECONDS = 0.35;

/**
 * Split speech into sentences. Each is synthesized (and cached) on its own: the workers speak
 * several at once, and after an edit only the changed sentences are spoken again. Engines treat
 * sentences independently, so the result sounds the same as one long synthesis.
 */
export function splitSentences(text: string): string[] {
  // A sentence ends at . ! ? … (and the Greek question mark ";") followed by a capital, a digit or
  // an opening mark; a colon, a lower-case continuation or an initial ("J. R. Miller") is not an
  // end (that would add a pause). Titles such as "Dr." are already spelled out by lib/tts/text.
  const sentences = text
    .split(/(?<=[.!?;…\u037E])(?<!(?:^|[\s(])\p{L}\.)\s+(?=[\p{Lu}\p{N}¿¡"“«])|\n+/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
  return sentences.length > 0 ? sentences : [text.trim()];
}
