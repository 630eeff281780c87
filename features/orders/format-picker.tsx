'use client';

import { FilePlus, Loader2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { presetIds, type PresetId } from '@/lib/greeting/spec-values';
import { useAddFormat } from './api/add-format';

/** Under a ready item: every format it does not have yet, produced on request (all are included). */
export function FormatPicker({
  orderId,
  token,
  itemId,
  have,
}: {
  orderId: string;
  token?: string;
  itemId: string;
  /** Presets the item already has files in. */
  have: readonly string[];
}) {
  const t = useTranslations('orders.moreFormats');
  const tm = useTranslations('mixer');
  const id = useId();
  const missing = presetIds.filter((p) => !have.includes(p));
  const [choice, setChoice] = useState<PresetId | null>(null);
  const mutation = useAddFormat(orderId, token);
  if (missing.length === 0) return null;
  // The first missing format until the buyer picks one (and again once the picked one arrived).
  const preset = choice && missing.includes(choice) ? choice : (missing[0] as PresetId);
  return (
    <form
      className="mt-3 flex flex-col gap-2 border-t border-line pt-3"
      data-testid="format-picker"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate({ itemId, preset });
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold">
        {t('label')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {t('hint')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <select
          id={id}
          value={preset}
          onChange={(e) => setChoice(e.currentTarget.value as PresetId)}
          aria-describedby={`${id}-hint`}
          className="block w-full min-w-0 rounded-control border border-line bg-paper px-3 py-2 text-sm text-ink sm:flex-1"
        >
          {missing.map((p) => (
            <option key={p} value={p}>
              {tm(`presets.${p}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="btn-secondary shrink-0 text-sm" disabled={mutation.isPending}>
          {mutation.isPending ? (
            <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          ) : (
            <FilePlus aria-hidden className="size-4" />
          )}
          {mutation.isPending ? t('pending') : t('submit')}
        </button>
      </div>
      {mutation.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('error')}
        </p>
      ) : null}
    </form>
  );
}
