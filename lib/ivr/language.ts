// One language's words for the IVR templates and the builder's edits, built from the tables of all
// seven. The page (server) hands its language's to the builder as a prop, so the browser never
// downloads the other six (#29); the server's outputs and the tests use it for any language.
import type { Locale } from '../i18n/locales';
import { firstIndustryWords } from './first-industry-words';
import { addedIndustryWords } from './industry-words';
import { ivrPhrases } from './phrases';
import type { IvrLanguage } from './templates';

export function ivrLanguage(locale: Locale): IvrLanguage {
  return {
    locale,
    phrases: ivrPhrases[locale],
    words: { ...firstIndustryWords[locale], ...addedIndustryWords[locale] },
  };
}
