'use client';

import { Pencil, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * A cart line's buttons, the same for a greeting and an IVR set: whatever the line adds first
 * (a greeting's Play), then Edit and Remove. The test ids are what use-remove-with-focus.ts and
 * the e2e specs look for.
 */
export function LineActions({
  onEdit,
  onRemove,
  children,
}: {
  onEdit: () => void;
  onRemove: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations('cart');
  return (
    <div className="mt-3 flex flex-wrap gap-1">
      {children}
      <button type="button" className="btn-ghost text-sm" onClick={onEdit} data-testid="cart-edit">
        <Pencil aria-hidden className="size-4" />
        {t('edit')}
      </button>
      <button
        type="button"
        className="btn-ghost text-sm text-danger"
        onClick={onRemove}
        data-testid="cart-remove"
      >
        <Trash2 aria-hidden className="size-4" />
        {t('remove')}
      </button>
    </div>
  );
}
