// Curated voices per site language: two female and two male where the provider has them, each
// with a human name natural in its language. The id names the provider's voice, so an order
// re-rendered months later speaks with the same one; never rename an id.
import type { VoiceGender, VoiceInfo } from '../../engine';

export interface ShortlistEntry {
  /** BCP-47 locale of the voice. */
  locale: string;
  /** The provider's voice name or id (VoiceInfo.engineVoice). */
  voice: string;
  name: string;
  gender: VoiceGender;
}

/** Entries → catalog voices, in list order as quality (the first of a language is its default). */
export function shortlistVoices(
  engine: string,
  entries: readonly ShortlistEntry[],
  id: (entry: ShortlistEntry) => string = (entry) => `${engine}-${entry.voice}`,
): VoiceInfo[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const rank = seen.get(entry.locale) ?? 0;
    seen.set(entry.locale, rank + 1);
    return {
      id: id(entry),
      name: entry.name,
      locale: entry.locale,
      gender: entry.gender,
      engine,
      engineVoice: entry.voice,
      quality: 100 - rank,
      tier: 'neural' as const,
    };
  });
}
