'use client';

import { Check, ShoppingCart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useAppStore, useAppStoreApi } from '@/stores/store-provider';
import { ExampleConfirm, type ExampleDetail } from './example-confirm';

/**
 * Puts the studio's current GreetingSpec into the cart (a copy: later edits don't change it).
 * While the script still speaks example details (the studio passes them), it asks first.
 */
export function AddToCartButton({
  className = 'btn-secondary',
  examples = [],
  onReview,
}: {
  className?: string;
  examples?: readonly ExampleDetail[];
  /** "Edit": the studio selects the first example detail in the script. */
  onReview?: () => void;
}) {
  const t = useTranslations('cart');
  const store = useAppStoreApi();
  const count = useAppStore((s) => s.items.length);
  // The greeting as added: "View cart" stays until the visitor moves on to another greeting (no
  // timer, so a keyboard user always has time to reach it), and never vanishes while focused.
  const current = useAppStore((s) => JSON.stringify(s.spec));
  const [addedSpec, setAddedSpec] = useState<string | null>(null);
  const [viewFocused, setViewFocused] = useState(false);
  const [added, setAdded] = useState(false);
  const [asking, setAsking] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const openedCart = useRef(false);
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), 2500);
    return () => clearTimeout(timer);
  }, [added]);
  useEffect(
    () =>
      store.subscribe((state, prev) => {
        if (!openedCart.current || state.openPanel || !prev.openPanel) return;
        openedCart.current = false;
        // The panel returns focus to "View cart"; when that is gone (the cart's Edit loaded
        // another greeting), focus would fall to <body>: come back to this button instead.
        setTimeout(() => {
          const lost = !document.activeElement || document.activeElement === document.body;
          if (lost) addRef.current?.focus();
        }, 0);
      }),
    [store],
  );
  const showView = count > 0 && (addedSpec === current || viewFocused);
  // Opened from a cart line ("Edit"): saving updates that line rather than adding a second one.
  const editing = useAppStore((s) =>
    s.items.some((i) => i.id === s.editingItemId) ? s.editingItemId : null,
  );
  const save = (asNew: boolean) => {
    const state = store.getState();
    const spec = structuredClone(state.spec);
    const script = structuredClone(state.script);
    if (editing && !asNew) state.updateItem(editing, spec, script);
    else {
      state.addItem(spec, script);
      if (editing) state.setEditing(null);
    }
    setAddedSpec(JSON.stringify(state.spec));
    setAdded(true);
  };

  return (
    <>
      <button
        ref={addRef}
        type="button"
        className={className}
        data-testid="add-to-cart"
        onClick={() => (examples.length > 0 ? setAsking(true) : save(false))}
      >
        {added ? <Check aria-hidden className="size-4" /> : <ShoppingCart aria-hidden className="size-4" />}
        {added ? t(editing ? 'updated' : 'added') : t(editing ? 'updateLine' : 'add')}
      </button>
      {editing ? (
        <button
          type="button"
          className="btn-ghost text-sm"
          onClick={() => save(true)}
          data-testid="add-as-new"
        >
          {t('addAsNew')}
        </button>
      ) : null}
      <span role="status" aria-live="polite" className="sr-only">
        {added ? (editing ? t('updatedStatus') : t('addedStatus', { count })) : ''}
      </span>
      {showView ? (
        <button
          type="button"
          className="btn-ghost text-sm"
          onFocus={() => setViewFocused(true)}
          onBlur={() => setViewFocused(false)}
          onClick={() => {
            openedCart.current = true;
            store.getState().showPanel('cart');
          }}
          data-testid="view-cart"
        >
          {t('viewCart', { count })}
        </button>
      ) : null}
      {asking && examples.length > 0 ? (
        <ExampleConfirm
          examples={examples}
          onKeep={() => {
            setAsking(false);
            save(false);
            addRef.current?.focus();
          }}
          onEdit={() => {
            setAsking(false);
            onReview?.();
          }}
        />
      ) : null}
    </>
  );
}
