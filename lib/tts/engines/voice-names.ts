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

/** Human names that sound natural in each language, one per eSpeak variant. */
export const espeakVoiceNames: Record<
  EspeakLanguage,
  { variant: string; gender: VoiceGender; name: string }[]
> = {
  en: [
    { variant: 'f3', gender: 'female', name: 'Emma' },
    { variant: 'm3', gender: 'male', name: 'James' },
  ],
  de: [
    { variant: 'f3', gender: 'female', name: 'Lena' },
    { variant: 'm3', gender: 'male', name: 'Jonas' },
  ],
  el: [
    { variant: 'f3', gender: 'female', name: 'Eleni' },
    { variant: 'm3', gender: 'male', name: 'Nikos' },
  ],
  es: [
    { variant: 'f3', gender: 'female', name: 'Lucía' },
    { variant: 'm3', gender: 'male', name: 'Pablo' },
  ],
  fr: [
    { variant: 'f3', gender: 'female', name: 'Camille' },
    { variant: 'm3', gender: 'male', name: 'Julien' },
  ],
  it: [
    { variant: 'f3', gender: 'female', name: 'Giulia' },
    { variant: 'm3', gender: 'male', name: 'Marco' },
  ],
  pt: [
    { variant: 'f3', gender: 'female', name: 'Inês' },
    { variant: 'm3', gender: 'male', name: 'Tiago' },
  ],
};
