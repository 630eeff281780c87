// ElevenLabs premade voices; the multilingual model speaks every site language with the same
// voice, so each language lists the same four under its own locale (and its own stable id).
import type { ShortlistEntry } from './shortlist';

const premade = [
  { voice: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel', gender: 'female' },
  { voice: 'pNInz6obpgDQGcFmaJgB', name: 'Adam', gender: 'male' },
  { voice: 'EXAVITQu4vr4xnH5xsXY', name: 'Sarah', gender: 'female' },
  { voice: 'ErXwobaYiN019PkySvjV', name: 'Antoni', gender: 'male' },
] as const;

const locales = ['en-US', 'de-DE', 'el-GR', 'es-ES', 'fr-FR', 'it-IT', 'pt-PT'] as const;

export const elevenLabsShortlist: readonly ShortlistEntry[] = locales.flatMap((locale) =>
  premade.map((v) => ({ locale, voice: v.voice, name: v.name, gender: v.gender })),
);
