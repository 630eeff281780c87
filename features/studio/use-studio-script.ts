'use client';

import { useCallback, useMemo } from 'react';
import type { UseCase } from '@/lib/greeting/spec-values';
import { fillTemplate, templateFields } from '@/lib/greeting/templates/fill';
import { pickTemplate } from '@/lib/greeting/templates/pick';
import type { TemplateFieldId, TemplateStyle } from '@/lib/greeting/templates/types';
import type { Locale } from '@/lib/i18n/locales';
import { useAppStore, useAppStoreApi } from '@/stores/store-provider';
import { replaceFieldValue } from './script-edit';
import {
  cachedTemplates,
  ensureTemplates,
  templatesOrFallback,
  useLocaleTemplates,
} from './studio-templates';

type Values = Partial<Record<TemplateFieldId, string>>;

/**
 * The template side of the studio. Until the visitor edits the text by hand, template, fields
 * and language fill it live. After a hand edit, the text is theirs: a field change updates only
 * the places where the field's previous value still stands (see commitField), and switching
 * template, use case or language asks first (the caller shows the question; `edited` says when).
 */
export function useStudioScript(initialUseCase?: UseCase) {
  const store = useAppStoreApi();
  const storedUseCase = useAppStore((s) => s.spec.useCase);
  const locale = useAppStore((s) => s.spec.locale);
  const storedText = useAppStore((s) => s.spec.text);
  const script = useAppStore((s) => s.script);

  // Before the first fill (server render, first client render) show the template that fill
  // will produce, so the page arrives with its script instead of an empty box.
  const initializing = script.filled === null && storedText === '';
  const useCase = initializing ? (initialUseCase ?? storedUseCase) : storedUseCase;
  const { data } = useLocaleTemplates(locale);
  const template = pickTemplate(data, useCase, script.template);
  const text = initializing ? fillTemplate(template.text, script.values, data.examples) : storedText;
  const fields = useMemo(() => templateFields(template.text), [template.text]);
  const examples = data.examples;
  const edited = !initializing && text.trim() !== '' && text !== script.filled;

  /**
   * Fill a template and make its text the spec's text (overwrites hand edits: ask first). A
   * language whose templates are not here yet is fetched first, then filled.
   */
  const fill = useCallback(
    function fill(next: {
      useCase?: UseCase;
      locale?: Locale;
      template?: TemplateStyle | null;
      values?: Values;
    }) {
      const s = store.getState();
      const u = next.useCase ?? s.spec.useCase;
      const l = next.locale ?? s.spec.locale;
      const data = cachedTemplates(l);
      if (!data) {
        ensureTemplates(l).then(
          () => fill(next),
          () => undefined,
        );
        return;
      }
      const values = next.values ?? s.script.values;
      const chosen = pickTemplate(data, u, next.template === undefined ? s.script.template : next.template);
      const filled = fillTemplate(chosen.text, values, data.examples);
      if (u !== s.spec.useCase) s.setUseCase(u);
      s.patchSpec({ text: filled, locale: l });
      s.setScript({ template: chosen.id, values, filled });
    },
    [store],
  );

  /** Typing in a field: live while the text is untouched; otherwise only remember the value. */
  const setField = useCallback(
    (field: TemplateFieldId, value: string) => {
      const s = store.getState();
      const values = { ...s.script.values, [field]: value };
      const untouched = s.spec.text === s.script.filled || s.spec.text.trim() === '';
      if (untouched) fill({ values });
      else s.setScript({ values });
    },
    [store, fill],
  );

  /**
   * Leaving a field after a hand edit: swap what the field stood as when focused (its value, or
   * its example while blank) for what it stands as now. A blank field always stands as its
   * example, as the form promises: a paid script never reads out a `{field}` (the example's
   * address stays marked as an example until the visitor types their own). Returns how many
   * places of this field changed (0 with `missing` when the old value is gone).
   */
  const commitField = useCallback(
    (field: TemplateFieldId, before: string): { count: number; missing: string | null } | null => {
      const s = store.getState();
      if (s.spec.text === s.script.filled) return null;
      const data = templatesOrFallback(s.spec.locale);
      const valuesBefore = { ...s.script.values, [field]: before };
      const standsAs = (f: TemplateFieldId, values: Values) => values[f]?.trim() || data.examples[f].trim();
      const previous = standsAs(field, valuesBefore);
      const next = standsAs(field, s.script.values);
      if (previous === next) return null;
      const result = replaceFieldValue(s.spec.text, previous, next);
      const text = result.text;
      const chosen = pickTemplate(data, s.spec.useCase, s.script.template);
      s.setScript({ filled: fillTemplate(chosen.text, s.script.values, data.examples) });
      if (text !== s.spec.text) s.patchSpec({ text });
      return { count: result.count, missing: result.count === 0 ? previous : null };
    },
    [store],
  );

  return {
    useCase,
    locale,
    text,
    /** The templates of the use case shown, in the studio's language. */
    templates: data.byUseCase[useCase],
    /** Every use case's templates in the studio's language (e.g. to pick a use case's first). */
    byUseCase: data.byUseCase,
    template,
    fields,
    values: script.values,
    examples,
    edited,
    fill,
    setField,
    commitField,
  };
}
