'use client';

import dynamic from 'next/dynamic';
import { useEffect, type ComponentType } from 'react';
import { PanelHost } from '../../components/panel/panel-host';
import { PanelLoading } from '../../components/panel/panel-loading';
import { preloadPanel, registerPanelLoaders } from '../../components/panel/panel-preload';
import { CurrencyPanel } from '../../components/panels/currency-panel';
import { LanguagePanel } from '../../components/panels/language-panel';
import { HelpPanel, LegalPanel, MenuPanel } from '../../components/panels/link-panels';
import { useAppStore } from '../../stores/store-provider';
import type { PanelId } from '../../stores/slices/panels';

// The heavy panels (cart, checkout with the payment glue, sign-in, examples) are code-split:
// a closed panel costs no JavaScript on first load. Language, currency and the link panels are
// a few lines each and stay in the page so they open without a round trip.
const loadCart = () => import('../../features/cart/cart-panel');
const loadCheckout = () => import('../../features/checkout/checkout-panel');
const loadSignIn = () => import('../../features/auth/sign-in-panel');
const loadOrders = () => import('../../features/orders/account-orders');
const loadExamples = () => import('../../features/studio/examples-panel');

registerPanelLoaders({
  cart: loadCart,
  checkout: loadCheckout,
  'sign-in': loadSignIn,
  examples: loadExamples,
});

/**
 * These panels fetch with TanStack Query; its provider comes with them instead of sitting in
 * the layout, so pages where no panel opens ship no query code (#9).
 */
function withQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return async () => {
    const [Panel, { QueryProvider }] = await Promise.all([
      load(),
      import('../../components/providers/query-provider'),
    ]);
    return function WithQueries(props: P) {
      return (
        <QueryProvider>
          <Panel {...props} />
        </QueryProvider>
      );
    };
  };
}

const loading = () => <PanelLoading />;
const CartPanel = dynamic(withQueries(() => loadCart().then((m) => m.CartPanel)), { loading });
const CheckoutPanel = dynamic(withQueries(() => loadCheckout().then((m) => m.CheckoutPanel)), { loading });
const SignInPanel = dynamic(withQueries(() => loadSignIn().then((m) => m.SignInPanel)), { loading });
const AccountOrders = dynamic(withQueries(() => loadOrders().then((m) => m.AccountOrders)), { loading });
const ExamplesPanel = dynamic(withQueries(() => loadExamples().then((m) => m.ExamplesPanel)), { loading });

/** The panel a visitor usually opens from this one (cart → checkout → sign-in): fetch it early. */
const nextPanel: Partial<Record<PanelId, PanelId>> = { cart: 'checkout', checkout: 'sign-in' };

/** Every panel of the default layout; the content of the heavy ones loads when first shown. */
export function LazyPanels() {
  const openPanel = useAppStore((s) => s.openPanel);
  useEffect(() => {
    const next = openPanel ? nextPanel[openPanel] : undefined;
    if (next) preloadPanel(next);
  }, [openPanel]);

  return (
    <PanelHost
      content={{
        language: <LanguagePanel />,
        currency: <CurrencyPanel />,
        cart: <CartPanel />,
        checkout: <CheckoutPanel />,
        menu: <MenuPanel />,
        help: <HelpPanel />,
        legal: <LegalPanel />,
        examples: <ExamplesPanel />,
        'sign-in': <SignInPanel orders={<AccountOrders />} />,
      }}
    />
  );
}
