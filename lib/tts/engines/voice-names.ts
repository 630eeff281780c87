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
 * the names, so changing a variant keeps every stored id.
 */
export const espeakVoiceNames: Record<
  EspeakLanguage,
  { variant: string; gender: VoiceGender; name: string }[]
> = {
  en: [
    { variant: 'f5', gender: 'female', name: 'Emma' },
    { variant: 'klatt6', gender: 'male', name: 'James' },
  ],
  de: [
    { variant: 'f5', gender: 'female', name: 'Lena' },
    { variant: 'klatt6', gender: 'male', name: 'Jonas' },
  ],
  el: [
    { variant: 'f5', gender: 'female', name: 'Eleni' },
    { variant: 'klatt6', gender: 'male', name: 'Nikos' },
  ],
  es: [
    { variant: 'f5', gender: 'female', name: 'Lucía' },
    { variant: 'klatt6', gender: 'male', name: 'Pablo' },
  ],
  fr: [
    { variant: 'f5', gender: 'female', name: 'Camille' },
    { variant: 'klatt6', gender: 'male', name: 'Julien' },
  ],
  it: [
    { variant: 'f5', gender: 'female', name: 'Giulia' },
    { variant: 'klatt6', gender: 'male', name: 'Marco' },
  ],
  pt: [
    { variant: 'f5', gender: 'female', name: 'Inês' },
    { variant: 'klatt6', gender: 'male', name: 'Tiago' },
  ],
};
