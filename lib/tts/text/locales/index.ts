import type { Locale } from '../../../i18n/locales';
import { deRules } from './de';
import { elRules } from './el';
import { enRules } from './en';
import { esRules } from './es';
import { frRules } from './fr';
import { itRules } from './it';
import { ptRules } from './pt';
import type { LocaleRules } from './types';

export const localeRules: Record<Locale, LocaleRules> = {
  en: enRules,
  de: deRules,
  el: elRules,
  es: esRules,
  fr: frRules,
  it: itRules,
  pt: ptRules,
};
