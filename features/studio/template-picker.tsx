'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { ScriptTemplate, TemplateStyle } from '@/lib/greeting/templates';
import { focusWithoutChoosing } from './radio-keys';

/**
 * A small segmented control: the script styles the current use case offers. With `confirmFirst`
 * (the choice would ask before replacing the text) arrows only move focus.
 */
export function TemplatePicker({
  templates,
  value,
  onChange,
  confirmFirst = false,
}: {
  templates: readonly ScriptTemplate[];
  value: TemplateStyle;
  onChange: (style: TemplateStyle) => void;
  confirmFirst?: boolean;
}) {
  const t = useTranslations('studio');
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <legend className="float-left mr-3 text-sm font-semibold text-ink-soft">{t('templateLegend')}</legend>
      <div className="inline-flex rounded-control border border-line bg-canvas p-0.5">
        {templates.map((template) => (
          <label
            key={template.id}
            className="cursor-pointer rounded-[8px] px-3 py-1 text-sm font-medium text-ink-soft transition-colors duration-150 has-[:checked]:bg-paper has-[:checked]:text-ink has-[:checked]:shadow-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={template.id}
              checked={value === template.id}
              onChange={() => onChange(template.id)}
              onKeyDown={
                confirmFirst ? (e) => focusWithoutChoosing(e, () => onChange(template.id)) : undefined
              }
              className="sr-only"
              data-testid={`template-${template.id}`}
            />
            {t(`styles.${template.id}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
