'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useAppStore } from '@/stores/store-provider';

/**
 * Removing a cart line removes the focused Remove button with it. Focus moves to the next line's
 * Remove (it moved up into this place), else the previous one, else the empty cart's heading:
 * never <body>, which would throw a keyboard user out of the panel. `status` says what happened.
 */
export function useRemoveWithFocus() {
  const t = useTranslations('cart');
  const count = useAppStore((s) => s.items.length);
  const removeItem = useAppStore((s) => s.removeItem);
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLHeadingElement>(null);
  const removedAt = useRef<number | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-testid="cart-remove"]');
    const next = buttons?.[Math.min(index, buttons.length - 1)] ?? emptyRef.current;
    next?.focus();
  }, [count]);

  const remove = (id: string, index: number) => {
    removedAt.current = index;
    removeItem(id);
    setStatus(t('removedStatus', { count: count - 1 }));
  };
  return { listRef, emptyRef, remove, status };
}
