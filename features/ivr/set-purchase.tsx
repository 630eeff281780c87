'use client';

import { Check, ShoppingCart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { phoneSystems, type PhoneSystem } from '@/lib/greeting/spec-values';
import type { IvrSetSpec } from '@/lib/ivr/set-spec';
import { isIvrSetItem } from '@/stores/slices/cart';
import { useAppStore, useAppStoreApi } from '@/stores/store-provider';

/**
 * The set's phone system (it decides the files and whether an Asterisk dialplan comes with them),
 * its total from the server, and "Add the set to cart": one cart line holding the whole tree.
 */
export function SetPurchase({
  set,
  phoneSystem,
  onPhoneSystem,
  total,
  discount,
  quoteFailed,
  ready,
  editingId,
  onEditing,
  children,
}: {
  set: IvrSetSpec;
  phoneSystem: PhoneSystem | null;
  onPhoneSystem: (system: PhoneSystem | null) => void;
  /** The set's net total, formatted; null while the server has not priced it. */
  total: string | null;
  discount: number;
  quoteFailed: boolean;
  /** False while the tree has a problem: such a set cannot be bought. */
  ready: boolean;
  /** The cart line the set was opened from (the cart's "Edit"), or null. */
  editingId: string | null;
  /** The builder stops editing a line once the set is added as a new one. */
  onEditing: (id: string | null) => void;
  /** Shown under the phone system, before the total (the Asterisk targets). */
  children?: ReactNode;
}) {
  const t = useTranslations('ivr');
  const tm = useTranslations('mixer');
  const tc = useTranslations('cart');
  const store = useAppStoreApi();
  const count = useAppStore((s) => s.items.length);
  // Saving updates the line the set came from while it is still in the cart; once removed, saving
  // adds a new line, as the studio does.
  const editing = useAppStore((s) =>
    editingId && s.items.some((i) => i.id === editingId && isIvrSetItem(i)) ? editingId : null,
  );
  const id = useId();
  // The set as added: "View cart" stays until the visitor changes the menu.
  const [added, setAdded] = useState<string | null>(null);
  const current = JSON.stringify(set);
  const save = (asNew: boolean) => {
    const state = store.getState();
    if (!editing || asNew || !state.updateIvrSet(editing, structuredClone(set))) {
      state.addItem(structuredClone(set));
      onEditing(null);
    }
    setAdded(current);
  };
  const done = added === current;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-line bg-canvas p-4">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {t('buyTitle')}
      </h3>
      <label htmlFor={`${id}-system`} className="mt-2 block text-xs font-medium text-ink-soft">
        {tm('phoneSystem')}
      </label>
      <select
        id={`${id}-system`}
        value={phoneSystem ?? ''}
        onChange={(e) => {
          const value = e.currentTarget.value;
          onPhoneSystem((phoneSystems as readonly string[]).includes(value) ? (value as PhoneSystem) : null);
        }}
        className="mt-0.5 block h-9 w-full max-w-xs rounded-control border border-line bg-paper px-2.5 text-[0.95rem] focus:border-accent"
        data-testid="ivr-phone-system"
      >
        <option value="">{tm('phoneSystemNone', { format: 'WAV' })}</option>
        {phoneSystems.map((s) => (
          <option key={s} value={s}>
            {tm(`systems.${s}`)}
          </option>
        ))}
      </select>
      <p className="mt-1 text-xs text-ink-soft">
        {t(phoneSystem === 'asterisk' ? 'filesAsterisk' : 'filesOther')}
      </p>
      {children}
      <p className="mt-3 text-sm" aria-live="polite" data-testid="ivr-set-total">
        {quoteFailed ? (
          <span className="text-danger">{t('priceError')}</span>
        ) : total ? (
          t('setTotal', { total, discount })
        ) : (
          // A span may not carry a label (axe: aria-prohibited-attr): the placeholder is hidden and
          // the live region reads the text.
          <>
            <span className="inline-block h-4 w-32 animate-pulse rounded bg-line" aria-hidden />
            <span className="sr-only">{tc('calculating')}</span>
          </>
        )}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-primary"
          disabled={!ready}
          data-testid="ivr-add-set"
          onClick={() => save(false)}
        >
          {done ? <Check aria-hidden className="size-4" /> : <ShoppingCart aria-hidden className="size-4" />}
          {editing ? tc(done ? 'updated' : 'updateLine') : t('addSet')}
        </button>
        {editing ? (
          <button
            type="button"
            className="btn-ghost text-sm"
            disabled={!ready}
            onClick={() => save(true)}
            data-testid="ivr-add-as-new"
          >
            {tc('addAsNew')}
          </button>
        ) : null}
        <span role="status" className="text-sm text-success">
          {done ? (editing ? tc('updatedStatus') : t('setAdded')) : ''}
        </span>
        {done ? (
          <button
            type="button"
            className="btn-ghost text-sm"
            onClick={() => store.getState().showPanel('cart')}
            data-testid="ivr-view-cart"
          >
            {tc('viewCart', { count })}
          </button>
        ) : null}
      </div>
    </section>
  );
}
