'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';

/**
 * An inline question (not a modal): the visitor can still read the text it would replace. Focus
 * starts on the safe answer, so an Enter pressed out of habit keeps the text.
 */
export function ReplaceConfirm({
  name,
  keepNote,
  onConfirm,
  onCancel,
  className = 'mb-3',
}: {
  name: string;
  keepNote?: string;
  onConfirm: () => void;
  onCancel: () => void;
  className?: string;
}) {
  const t = useTranslations('studio');
  const id = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      data-testid="replace-confirm"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        // Answer the question only: inside a panel, Escape would otherwise close the panel too.
        e.preventDefault();
        e.stopPropagation();
        onCancel();
      }}
      className={`${className} rounded-control border border-warning/40 bg-warning/5 p-3`}
    >
      <p id={`${id}-title`} className="font-semibold">
        {t('replaceTitle')}
      </p>
      <div id={`${id}-body`} className="space-y-1 text-sm text-ink-soft">
        <p>{t('replaceBody', { name })}</p>
        {keepNote ? <p data-testid="replace-keep-note">{keepNote}</p> : null}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          ref={keepRef}
          type="button"
          className="btn-secondary !min-h-9"
          onClick={onCancel}
          data-testid="replace-confirm-keep"
        >
          {t('replaceCancel')}
        </button>
        <button
          type="button"
          className="btn-primary !min-h-9"
          onClick={onConfirm}
          data-testid="replace-confirm-yes"
        >
          {t('replaceConfirm')}
        </button>
      </div>
    </div>
  );
}
