'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import type { TemplateFieldId } from '@/lib/greeting/templates';

type CommitResult = { count: number; missing: string | null } | null;

/**
 * Addresses are long (info@northwind-dental.com): their boxes start wider (16rem against 10rem) and
 * the row wraps when both do not fit, so an example is never cut off and a short field still
 * shares its row (a full-width email row pushed Listen below a 1280×800 screen).
 */
const wide: ReadonlySet<TemplateFieldId> = new Set(['email', 'website', 'emergency']);

/**
 * The fill-in fields of the chosen template. Placeholders show the language's example, which
 * the script uses while a field is blank. After a hand edit of the text, a field applies on
 * leaving it (commit), and a polite live note says what happened.
 */
export function FieldsForm({
  fields,
  values,
  examples,
  edited,
  ready = true,
  onChange,
  onCommit,
}: {
  fields: readonly TemplateFieldId[];
  values: Partial<Record<TemplateFieldId, string>>;
  examples: Record<TemplateFieldId, string>;
  edited: boolean;
  /** False until the studio has started: a value typed before then would be overwritten. */
  ready?: boolean;
  onChange: (field: TemplateFieldId, value: string) => void;
  onCommit: (field: TemplateFieldId, before: string) => CommitResult;
}) {
  const t = useTranslations('studio');
  const baseId = useId();
  const focusedValue = useRef('');
  const [note, setNote] = useState('');

  if (fields.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink-soft">{t('fieldsTitle')}</legend>
      <p className="mb-2 text-xs text-ink-muted">{edited ? t('editedNote') : t('fieldsHint')}</p>
      <div className="flex flex-wrap gap-x-3 gap-y-2">
        {fields.map((field) => {
          const id = `${baseId}-${field}`;
          return (
            <div
              key={field}
              className={`min-w-0 grow max-sm:basis-full ${wide.has(field) ? 'basis-64' : 'basis-40'}`}
            >
              <label htmlFor={id} className="block text-xs font-medium text-ink-soft">
                {t(`fields.${field}`)}
              </label>
              <input
                id={id}
                name={field}
                type={field === 'email' ? 'email' : field === 'website' ? 'url' : 'text'}
                inputMode={field === 'phone' || field === 'colleaguePhone' ? 'tel' : undefined}
                autoComplete="off"
                value={values[field] ?? ''}
                placeholder={examples[field]}
                maxLength={120}
                readOnly={!ready}
                onFocus={(e) => {
                  focusedValue.current = e.currentTarget.value;
                }}
                onChange={(e) => onChange(field, e.currentTarget.value)}
                onBlur={() => {
                  const result = onCommit(field, focusedValue.current);
                  if (!result) return;
                  setNote(
                    result.missing !== null
                      ? t('fieldNotFound', { value: result.missing })
                      : t('fieldUpdated', { count: result.count }),
                  );
                }}
                data-testid={`field-${field}`}
                className="mt-0.5 h-9 w-full rounded-control border border-line bg-paper px-2.5 text-[0.95rem] placeholder:text-ink-muted/70 focus:border-accent"
              />
            </div>
          );
        })}
      </div>
      <p role="status" aria-live="polite" className="mt-1 min-h-0 text-xs text-ink-soft empty:hidden">
        {note}
      </p>
    </fieldset>
  );
}
