import { templateFieldIds, type TemplateFieldId } from './types';

const placeholder = /\{([A-Za-z0-9]+)\}/g;

export function isTemplateField(name: string): name is TemplateFieldId {
  return (templateFieldIds as readonly string[]).includes(name);
}

/**
 * The `{field}` placeholders still in a text, each once, known fields or not ("{website}",
 * "{nope}"): a paid greeting would read them out, so the server refuses to price or render one.
 */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(placeholder)].map((m) => m[0]))];
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
 * Placeholders without a value stay as they are (the tests make sure no template has an unknown
 * one). The IVR phrases fill their own `{label}` and `{key}` through the same function.
 */
export function fillTemplate<K extends string = TemplateFieldId>(
  template: string,
  values: Partial<Record<K, string>>,
  fallback: Partial<Record<K, string>> = {},
): string {
  const own = (record: Partial<Record<K, string>>, name: string) =>
    Object.hasOwn(record, name) ? record[name as K]?.trim() : undefined;
  return template.replace(
    placeholder,
    (whole, name: string) => own(values, name) || (own(fallback, name) ?? whole),
  );
}
