import type { UseCase } from '../spec-values';
import type { LocaleTemplates, ScriptTemplate, TemplateStyle } from './types';

/** The template with this style in one language's data, or the use case's first one. */
export function pickTemplate(data: LocaleTemplates, useCase: UseCase, id?: TemplateStyle | null): ScriptTemplate {
  const list = data.byUseCase[useCase];
  const found = list.find((t) => t.id === id) ?? list[0];
  if (!found) throw new Error(`no templates for ${useCase}`);
  return found;
}
