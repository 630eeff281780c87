'use client';

import { ShoppingCart } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { UndeliverableNotice } from '@/components/orders/undeliverable-notice';
import { useFocusOnReturn } from '@/components/panel/use-focus-on-return';
import { UndeliverableLineError } from '@/lib/render/undeliverable-reasons';
import { isIvrSetItem } from '@/stores/slices/cart';
import { useAppStore } from '@/stores/store-provider';
import { useQuote } from './api/quote';
import { CartLine } from './cart-line';
import { IvrSetLine } from './ivr-set-line';
import { Money } from './money';
import { useCartCurrency } from './use-cart-currency';
import { useRemoveWithFocus } from './use-remove-with-focus';

/** The cart panel: items with play/edit/remove and the server-computed total. */
export function CartPanel() {
  const t = useTranslations('cart');
  const items = useAppStore((s) => s.items);
  const showPanel = useAppStore((s) => s.showPanel);
  const closePanel = useAppStore((s) => s.closePanel);
  const currency = useCartCurrency();
  const locale = useLocale();
  const quote = useQuote({ specs: items.map((i) => i.spec), currency, locale });
  const currencyButton = useFocusOnReturn<HTMLButtonElement>('currency');
  const { listRef, emptyRef, remove, status: removedStatus } = useRemoveWithFocus();
  // First in both layouts below, so the live region survives the switch to the empty cart.
  const status = (
    <p role="status" className="sr-only">
      {removedStatus}
    </p>
  );

  if (items.length === 0) {
    return (
      <>
        {status}
        <div className="flex flex-col items-center gap-3 py-10 text-center" data-testid="cart-empty">
          <ShoppingCart aria-hidden className="size-10 text-ink-muted" />
          <h3 ref={emptyRef} tabIndex={-1} className="font-semibold">
            {t('emptyTitle')}
          </h3>
          <p className="text-ink-soft">{t('emptyBody')}</p>
          <button
            type="button"
            className="btn-primary mt-2"
            onClick={() => {
              closePanel();
              setTimeout(
                () => document.getElementById('studio')?.scrollIntoView({ behavior: 'smooth' }),
                200,
              );
            }}
          >
            {t('startCreating')}
          </button>
        </div>
      </>
    );
  }

  const data = quote.data?.currency === currency ? quote.data : undefined;
  return (
    <>
      {status}
      <div className="flex flex-col gap-4">
        <ul ref={listRef} className="flex flex-col gap-3" aria-label={t('itemsLabel')}>
          {items.map((item, index) =>
            isIvrSetItem(item) ? (
              <IvrSetLine
                key={item.id}
                item={item}
                line={data?.lines[index]}
                currency={currency}
                onRemove={() => remove(item.id, index)}
              />
            ) : (
              <CartLine
                key={item.id}
                item={item}
                line={data?.lines[index]}
                currency={currency}
                onRemove={() => remove(item.id, index)}
              />
            ),
          )}
        </ul>
        <div
          className="rounded-card border border-line bg-canvas p-4"
          aria-live="polite"
          data-testid="cart-totals"
        >
          {quote.error instanceof UndeliverableLineError ? (
            // Not a hiccup to retry: the buyer must edit or remove the line it names.
            <UndeliverableNotice problem={quote.error.problem} />
          ) : quote.isError ? (
            <div className="text-sm">
              <p className="text-danger">{t('quoteError')}</p>
              <button type="button" className="btn-ghost mt-2 text-sm" onClick={() => void quote.refetch()}>
                {t('retry')}
              </button>
            </div>
          ) : (
            <>
              {data && data.ivrDiscountPercent > 0 ? (
                <p className="mb-2 text-sm text-success">
                  {t('ivrDiscount', { count: data.ivrPrompts, percent: data.ivrDiscountPercent })}
                </p>
              ) : null}
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-semibold">{t('subtotal')}</span>
                {data ? (
                  <Money
                    minor={data.net}
                    currency={currency}
                    className="text-xl font-semibold tabular-nums"
                  />
                ) : (
                  <span
                    className="inline-block h-6 w-20 animate-pulse rounded bg-line"
                    aria-label={t('calculating')}
                  />
                )}
              </div>
              <p className="mt-1 text-xs text-ink-muted">{t('vatNote')}</p>
              <div className="mt-3 flex items-center justify-between text-sm">
                <span className="text-ink-soft">{t('currencyLabel', { currency })}</span>
                <button
                  ref={currencyButton}
                  type="button"
                  className="btn-ghost text-sm"
                  aria-haspopup="dialog"
                  // Choosing (or closing the currency panel) comes back here, to the cart.
                  onClick={() => showPanel('currency', { returnTo: 'cart' })}
                  data-testid="cart-currency"
                >
                  {t('changeCurrency')}
                </button>
              </div>
            </>
          )}
        </div>
        <button
          type="button"
          className="btn-primary w-full"
          onClick={() => showPanel('checkout')}
          data-testid="go-checkout"
        >
          {t('checkout')}
        </button>
      </div>
    </>
  );
}
