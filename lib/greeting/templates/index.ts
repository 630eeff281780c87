// Script templates per use case and language, and the pure helpers that fill them.
// Data per language lives in its own file; nothing here touches the DOM or Node.
import type { Locale } from '../../i18n/locales';
import type { UseCase } from '../spec';
import { de } from './de';
import { el } from './el';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { pt } from './pt';
import type { LocaleTemplates, ScriptTemplate, TemplateFieldId, TemplateStyle } from './types';

import { pickTemplate } from './pick';

export { fillTemplate, templateFields } from './fill';
export * from './types';

export const templatesByLocale: Record<Locale, LocaleTemplates> = { en, de, el, es, fr, it, pt };

export function templatesFor(locale: Locale, useCase: UseCase): readonly ScriptTemplate[] {
  return templatesByLocale[locale].byUseCase[useCase];
}

/** The template with this style, or the use case's first one. */
export function findTemplate(locale: Locale, useCase: UseCase, id?: TemplateStyle | null): ScriptTemplate {
  return pickTemplate(templatesByLocale[locale], useCase, id);
}

export function exampleValues(locale: Locale): Record<TemplateFieldId, string> {
  return templatesByLocale[locale].examples;
}
