'use client';

import { Check, ShoppingCart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useAppStore, useAppStoreApi } from '../../stores/store-provider';

/** Puts the studio's current GreetingSpec into the cart (a copy: later edits don't change it). */
export function AddToCartButton({ className = 'btn-secondary' }: { className?: string }) {
  const t = useTranslations('cart');
  const store = useAppStoreApi();
  const count = useAppStore((s) => s.items.length);
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), 2500);
    return () => clearTimeout(timer);
  }, [added]);

  return (
    <>
      <button
        type="button"
        className={className}
        data-testid="add-to-cart"
        onClick={() => {
          const state = store.getState();
          state.addItem(structuredClone(state.spec));
          setAdded(true);
        }}
      >
        {added ? <Check aria-hidden className="size-4" /> : <ShoppingCart aria-hidden className="size-4" />}
        {added ? t('added') : t('add')}
      </button>
      <span role="status" aria-live="polite" className="sr-only">
        {added ? t('addedStatus', { count }) : ''}
      </span>
      {added ? (
        <button
          type="button"
          className="btn-ghost text-sm"
          onClick={() => store.getState().showPanel('cart')}
          data-testid="view-cart"
        >
          {t('viewCart', { count })}
        </button>
      ) : null}
    </>
  );
}
