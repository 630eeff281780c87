// Download file names from the greeting's first words: ASCII only, because the name is also the
// tail of the storage key (kept to [A-Za-z0-9_.-]) and the plain filename="" fallback of
// Content-Disposition. Greek is transliterated (ELOT 743, simplified) and Latin letters lose their
// accents, so a Greek or German order still gets names that say what is inside.
import { presetFileTag } from '../../audio/presets';
import { withoutPauses } from '../../greeting/script';
import type { GreetingSpec, PresetId } from '../../greeting/spec';

// Letters that do not decompose into base letter + accent, or whose ASCII spelling is two letters.
const latin: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

// Vowel pairs first: "ου" is one sound, and "αυ"/"ευ" read "av"/"ev".
const greekPairs: [string, string][] = [
  ['ου', 'ou'],
  ['αυ', 'av'],
  ['ευ', 'ev'],
  ['ηυ', 'iv'],
  ['γγ', 'ng'],
  ['γκ', 'gk'],
  ['γξ', 'nx'],
  ['γχ', 'nch'],
];
// prettier-ignore
const greek: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm',
  ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps',
  ω: 'o',
};

/** Lower-case ASCII words of `text`, Greek and accented Latin spelled out. */
export function toAsciiWords(text: string): string {
  let out = text
    .toLowerCase()
    .replace(/[äöüßæœøłđðþı]/g, (c) => latin[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  for (const [pair, ascii] of greekPairs) out = out.replaceAll(pair, ascii);
  return out.replace(/[α-ως]/g, (c) => greek[c] ?? c);
}

const slugMaxWords = 5;
const slugMaxLength = 40;

/**
 * The text's first words as a file-name part: at most 5 words and 40 characters, cut between
 * words ("herzlich-willkommen-bei-zahnarztpraxis", never "…-zahnarztpraxis-d"); only a first word
 * longer than the limit is cut inside.
 */
export function slug(text: string): string {
  const words = toAsciiWords(withoutPauses(text))
    .replace(/['’]/g, '') // "l'accueil" → "laccueil", not two words
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, slugMaxWords);
  let out = words[0]?.slice(0, slugMaxLength) ?? '';
  for (const word of words.slice(1)) {
    if (out.length + 1 + word.length > slugMaxLength) break;
    out = `${out}-${word}`;
  }
  return out || 'greeting';
}

/** What names an order item's files: its position and spec, and for an IVR prompt its base name. */
export type NamedItem = { position: number; spec: GreetingSpec; fileBase?: string | null };

/** Presets that never share an extension with a prompt's own preset, so need no name suffix. */
const plainPresets = (own: PresetId): PresetId[] =>
  own === 'cloud-mp3' ? [own, 'asterisk-raw'] : [own, 'asterisk-raw', 'universal-mp3'];

/**
 * "01-zahnarztpraxis-dr-mueller-ulaw-8k.wav", "01-thank-you-for-calling-hartley-universal.mp3":
 * position, first words, format, extension, each said once (presetFileTag leaves out what the
 * extension says). An IVR prompt is named as its phone system expects (lib/ivr/files.ts:
 * "03-support.wav", ".ulaw", ".sln"); a format added later whose extension could clash carries
 * its tag ("03-support-wideband-16k.wav").
 */
export function fileName(item: NamedItem, preset: PresetId, extension: string): string {
  const tag = presetFileTag(preset, extension);
  if (item.fileBase) {
    const own = plainPresets(item.spec.preset).includes(preset);
    return own ? `${item.fileBase}.${extension}` : `${item.fileBase}-${tag}.${extension}`;
  }
  return `${String(item.position + 1).padStart(2, '0')}-${slug(item.spec.text)}-${tag}.${extension}`;
}
