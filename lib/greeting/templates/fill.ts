import { templateFieldIds, type TemplateFieldId } from './types';

const placeholder = /\{([A-Za-z0-9]+)\}/g;

export function isTemplateField(name: string): name is TemplateFieldId {
  return (templateFieldIds as readonly string[]).includes(name);
}

/** The fields a template uses, in order of first appearance, each once. */
export function templateFields(template: string): TemplateFieldId[] {
  const seen = new Set<TemplateFieldId>();
  for (const match of template.matchAll(placeholder)) {
    const name = match[1];
    if (name !== undefined && isTemplateField(name)) seen.add(name);
  }
  return [...seen];
}

/**
 * Replace every `{field}` with its value; a blank value falls back to `fallback[field]`
 * (the language's example), so the script always reads as a complete sentence.
 * Unknown placeholders stay as they are (the tests make sure no template has one).
 */
export function fillTemplate(
  template: string,
  values: Partial<Record<TemplateFieldId, string>>,
  fallback: Partial<Record<TemplateFieldId, string>> = {},
): string {
  return template.replace(placeholder, (whole, name: string) => {
    if (!isTemplateField(name)) return whole;
    const value = values[name]?.trim();
    return value ? value : (fallback[name]?.trim() ?? whole);
  });
}
