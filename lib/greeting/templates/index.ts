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

export { fillTemplate, templateFields, isTemplateField } from './fill';
export * from './types';

export const templatesByLocale: Record<Locale, LocaleTemplates> = { en, de, el, es, fr, it, pt };

export function templatesFor(locale: Locale, useCase: UseCase): readonly ScriptTemplate[] {
  return templatesByLocale[locale].byUseCase[useCase];
}

/** The template with this style, or the use case's first one. */
export function findTemplate(locale: Locale, useCase: UseCase, id?: TemplateStyle | null): ScriptTemplate {
  const list = templatesFor(locale, useCase);
  const found = list.find((t) => t.id === id) ?? list[0];
  if (!found) throw new Error(`no templates for ${useCase} in ${locale}`);
  return found;
}

export function exampleValues(locale: Locale): Record<TemplateFieldId, string> {
  return templatesByLocale[locale].examples;
}
