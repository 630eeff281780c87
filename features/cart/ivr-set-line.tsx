'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { promptsInCallOrder } from '@/lib/ivr/tree';
import type { IvrSetCartItem } from '@/stores/slices/cart';
import { useAppStoreApi } from '@/stores/store-provider';
import { LineActions } from './line-actions';
import type { CartLineProps } from './line-props';
import { LinePrice } from './money';

const builderPath = '/voice-prompt/';

/**
 * An IVR set in the cart: its menu, its prompts and the server's price per prompt with the set
 * discount. Kept apart from CartLine (a greeting's line) so the two evolve on their own.
 */
export function IvrSetLine({ item, line, currency, onRemove }: CartLineProps<IvrSetCartItem>) {
  const t = useTranslations('ivr');
  const store = useAppStoreApi();
  const router = useRouter();
  const pathname = usePathname();
  const pageLocale = useLocale();
  const { tree } = item.spec;
  const menu = tree.menus.find((m) => m.id === tree.rootMenuId);
  const prompts = promptsInCallOrder(tree);
  const priced = new Map((line?.prompts ?? []).map((p) => [p.promptId, p]));
  const unit = line?.prompts?.[0]?.unitPrice;
  const discountPercent =
    line?.prompts?.[0] && unit ? Math.round((line.prompts[0].discount / unit) * 100) : 0;

  // The set opens in the builder of its own language (the draft holds it, so it survives the
  // navigation), and the builder's save then updates this line.
  const edit = () => {
    const state = store.getState();
    state.editIvrSet(item);
    state.closePanel();
    const here = pageLocale === tree.locale && pathname.replace(/\/?$/, '/') === builderPath;
    if (!here) router.push(`${builderPath}#builder`, { locale: tree.locale });
    // After the panel's close animation, bring the builder into view.
    else setTimeout(() => document.getElementById('builder')?.scrollIntoView({ behavior: 'smooth' }), 200);
  };

  return (
    <li className="rounded-card border border-line bg-paper p-4" data-testid="cart-item">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-ink" data-testid="cart-ivr-title">
            {t('cartTitle', { count: prompts.length })}
          </p>
          {menu ? (
            <p className="mt-1 text-sm break-words text-ink-soft">
              {menu.options.map((o) => `${o.key} · ${o.label}`).join(', ')}
            </p>
          ) : null}
          {unit !== undefined ? (
            <p className="mt-1 text-xs text-ink-muted" data-testid="cart-ivr-unit">
              {t('cartUnit', {
                price: new Intl.NumberFormat(tree.locale, { style: 'currency', currency }).format(unit / 100),
                discount: discountPercent,
              })}
            </p>
          ) : null}
        </div>
        <LinePrice net={line?.net} currency={currency} />
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-ink-soft">{t('cartPrompts')}</summary>
        <ol className="mt-1 space-y-0.5 text-xs text-ink-soft">
          {prompts.map((p, i) => (
            <li key={p.id} className="flex justify-between gap-2" data-testid="cart-ivr-prompt">
              <span>
                {String(i + 1).padStart(2, '0')} {p.title}
              </span>
              <span className="tabular-nums">
                {t('promptWords', { count: priced.get(p.id)?.words ?? 0 })}
              </span>
            </li>
          ))}
        </ol>
      </details>
      <LineActions onEdit={edit} onRemove={onRemove} />
    </li>
  );
}
