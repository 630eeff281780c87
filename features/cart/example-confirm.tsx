'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';

export type ExampleDetail = { field: string; label: string; value: string; kind: 'example' | 'blank' };

/**
 * Asked at Add to cart while the script still speaks the template's example details: "Your
 * greeting still says the example's Email info@… — keep it / edit". Inline, beside the button,
 * so the script stays readable; focus starts on Edit, the answer that costs nothing.
 */
export function ExampleConfirm({
  examples,
  onKeep,
  onEdit,
}: {
  examples: readonly ExampleDetail[];
  onKeep: () => void;
  onEdit: () => void;
}) {
  const t = useTranslations('cart');
  const id = useId();
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => editRef.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      data-testid="example-confirm"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        e.stopPropagation();
        onEdit();
      }}
      className="basis-full rounded-control border border-warning/40 bg-warning/5 p-3"
    >
      <p id={`${id}-title`} className="font-semibold">
        {t('exampleConfirmTitle')}
      </p>
      <ul id={`${id}-body`} className="mt-1 space-y-0.5 text-sm text-ink-soft">
        {examples.map((e) => (
          <li key={e.field} className="break-words">
            {e.kind === 'blank'
              ? t('exampleConfirmBlank', { field: e.label })
              : t('exampleConfirmLine', { field: e.label, value: e.value })}
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          ref={editRef}
          type="button"
          className="btn-primary !min-h-9"
          onClick={onEdit}
          data-testid="example-confirm-edit"
        >
          {t('exampleConfirmEdit')}
        </button>
        <button
          type="button"
          className="btn-secondary !min-h-9"
          onClick={onKeep}
          data-testid="example-confirm-keep"
        >
          {t('exampleConfirmKeep')}
        </button>
      </div>
    </div>
  );
}
