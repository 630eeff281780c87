'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';

/** An inline question (not a modal): the visitor can still read the text it would replace. */
export function ReplaceConfirm({
  name,
  onConfirm,
  onCancel,
}: {
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('studio');
  const id = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      data-testid="replace-confirm"
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      className="mb-3 rounded-control border border-warning/40 bg-warning/5 p-3"
    >
      <p id={`${id}-title`} className="font-semibold">
        {t('replaceTitle')}
      </p>
      <p id={`${id}-body`} className="text-sm text-ink-soft">
        {t('replaceBody', { name })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          ref={confirmRef}
          type="button"
          className="btn-primary !min-h-9"
          onClick={onConfirm}
          data-testid="replace-confirm-yes"
        >
          {t('replaceConfirm')}
        </button>
        <button type="button" className="btn-secondary !min-h-9" onClick={onCancel}>
          {t('replaceCancel')}
        </button>
      </div>
    </div>
  );
}
