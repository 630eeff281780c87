import type { VoiceGender } from '../engine';

/** eSpeak NG's own voice name per language (checked: these are the ones set_voice accepts). */
export const espeakLanguages = {
  en: { locale: 'en-US', voice: 'en-us' },
  de: { locale: 'de-DE', voice: 'de' },
  el: { locale: 'el-GR', voice: 'el' },
  es: { locale: 'es-ES', voice: 'es' },
  fr: { locale: 'fr-FR', voice: 'fr' },
  it: { locale: 'it-IT', voice: 'it' },
  pt: { locale: 'pt-PT', voice: 'pt' },
} as const;

export type EspeakLanguage = keyof typeof espeakLanguages;

/**
 * Human names that sound natural in each language, one per eSpeak variant. The variants are the
 * clearest measured (pocketsphinx WER on three English greetings, mean: female f5 57 % against
 * f3 99 %, male klatt6 44 % against m3 82 %; docs/tts.md, "eSpeak variants"). The ids come from
 * the names, so changing a variant keeps every stored id. `pace`: the rate factor that brings the
 * voice to about 150 words per minute on its language's templates (bench/pace.bench.ts).
 */
export const espeakVoiceNames: Record<
  EspeakLanguage,
  {
    variant: string;
    gender: VoiceGender;
    /** As buyers read it: in the language's own script. */
    name: string;
    /** The id's Latin spelling where the name is in another script (stored ids never change). */
    slug?: string;
    pace: number;
  }[]
> = {
  en: [
    { variant: 'f5', gender: 'female', name: 'Emma', pace: 0.82 },
    { variant: 'klatt6', gender: 'male', name: 'James', pace: 0.79 },
  ],
  de: [
    { variant: 'f5', gender: 'female', name: 'Lena', pace: 0.89 },
    { variant: 'klatt6', gender: 'male', name: 'Jonas', pace: 0.86 },
  ],
  el: [
    { variant: 'f5', gender: 'female', name: 'Ελένη', slug: 'eleni', pace: 0.92 },
    { variant: 'klatt6', gender: 'male', name: 'Νίκος', slug: 'nikos', pace: 0.91 },
  ],
  es: [
    { variant: 'f5', gender: 'female', name: 'Lucía', pace: 0.89 },
    { variant: 'klatt6', gender: 'male', name: 'Pablo', pace: 0.87 },
  ],
  fr: [
    { variant: 'f5', gender: 'female', name: 'Camille', pace: 0.76 },
    { variant: 'klatt6', gender: 'male', name: 'Julien', pace: 0.75 },
  ],
  it: [
    { variant: 'f5', gender: 'female', name: 'Giulia', pace: 0.94 },
    { variant: 'klatt6', gender: 'male', name: 'Marco', pace: 0.92 },
  ],
  pt: [
    { variant: 'f5', gender: 'female', name: 'Inês', pace: 0.95 },
    { variant: 'klatt6', gender: 'male', name: 'Tiago', pace: 0.93 },
  ],
};
