'use client';

import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { PanelHost } from '@/components/panel/panel-host';
import { ChunkErrorBoundary } from '@/components/errors/chunk-error-boundary';
import { PanelLoading } from '@/components/panel/panel-loading';
import { preloadPanel, registerPanelLoaders } from '@/components/panel/panel-preload';
import { CurrencyPanel } from '@/components/panel/currency-panel';
import { LanguagePanel } from '@/components/panel/language-panel';
import { MenuPanel } from '@/components/panel/link-panels';
import { withChunkRecovery } from '@/lib/browser/chunk-reload';
import { useAppStore } from '@/stores/store-provider';
import type { PanelId } from '@/stores/slices/panels';

// The heavy panels (cart, checkout with the payment glue, sign-in, examples) are code-split:
// a closed panel costs no JavaScript on first load. Language, currency and the menu are
// a few lines each and stay in the page so they open without a round trip.
const loadCart = () => import('@/features/cart/cart-panel');
const loadCheckout = () => import('@/features/checkout/checkout-panel');
const loadSignIn = () => import('@/features/auth/sign-in-panel');
const loadOrders = () => import('@/features/orders/account-orders');
const loadPhoneSystems = () => import('@/features/delivery/phone-systems');
const loadExamples = () => import('@/features/studio/examples-panel');

// The providers around a panel and the fetch of the panels' texts: not in the page's first code.
const loadProviders = () => import('@/components/providers/panel-providers');
const loadTexts = () => loadProviders().then((m) => m.loadPanelMessages());

/** A panel's code and its texts, fetched together (on hover or focus of its opener, too). */
const withTexts = (load: () => Promise<unknown>) => () => Promise.all([load(), loadTexts()]);

registerPanelLoaders({
  cart: withTexts(loadCart),
  checkout: withTexts(loadCheckout),
  'sign-in': withTexts(loadSignIn),
  examples: withTexts(loadExamples),
});

/**
 * These panels fetch with TanStack Query; its provider comes with them instead of sitting in
 * the layout, so pages where no panel opens ship no query code (#9). Their texts come with them
 * too: the page's messages leave out the panels' namespaces (lib/i18n/client-messages.ts, #29).
 */
function withQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  // A chunk removed by a new release: retried, then one reload (lib/browser/chunk-reload.ts).
  return withChunkRecovery(async () => {
    const [Panel, { QueryProvider, MoreMessages }, messages] = await Promise.all([
      load(),
      loadProviders(),
      loadTexts(),
    ]);
    return {
      default: function WithQueries(props: P) {
        return (
          <MoreMessages messages={messages}>
            <QueryProvider>
              <Panel {...props} />
            </QueryProvider>
          </MoreMessages>
        );
      },
    };
  });
}

// React.lazy rather than next/dynamic: the content renders only in an open panel, never on the
// server, so next/dynamic's server-rendering glue would be 2 KiB of first-load code for nothing (#9).
const CartPanel = lazy(withQueries(() => loadCart().then((m) => m.CartPanel)));
const CheckoutPanel = lazy(withQueries(() => loadCheckout().then((m) => m.CheckoutPanel)));
const SignInPanel = lazy(withQueries(() => loadSignIn().then((m) => m.SignInPanel)));
const AccountOrders = lazy(withQueries(() => loadOrders().then((m) => m.AccountOrders)));
const PhoneSystems = lazy(withQueries(() => loadPhoneSystems().then((m) => m.PhoneSystems)));
const ExamplesPanel = lazy(withQueries(() => loadExamples().then((m) => m.ExamplesPanel)));

/** A panel's content, with the loading line while its code downloads (and a way out if it cannot). */
const loading = (content: ReactNode) => (
  <ChunkErrorBoundary>
    <Suspense fallback={<PanelLoading />}>{content}</Suspense>
  </ChunkErrorBoundary>
);

/** The panel a visitor usually opens from this one (cart → checkout → sign-in): fetch it early. */
const nextPanel: Partial<Record<PanelId, PanelId>> = { cart: 'checkout', checkout: 'sign-in' };

/** Every panel of the default layout; the content of the heavy ones loads when first shown. */
export function LazyPanels() {
  const openPanel = useAppStore((s) => s.openPanel);
  const showPanel = useAppStore((s) => s.showPanel);
  useEffect(() => {
    // Back from a phone system's sign-in (the OAuth callback adds `?phoneSystem=`): reopen the
    // account panel where the connect started, so its notice is seen (it removes the parameter).
    if (new URLSearchParams(window.location.search).has('phoneSystem')) showPanel('sign-in');
  }, [showPanel]);
  useEffect(() => {
    const next = openPanel ? nextPanel[openPanel] : undefined;
    if (next) preloadPanel(next);
  }, [openPanel]);

  return (
    <PanelHost
      content={{
        language: <LanguagePanel />,
        currency: <CurrencyPanel />,
        cart: loading(<CartPanel />),
        checkout: loading(<CheckoutPanel />),
        menu: <MenuPanel />,
        examples: loading(<ExamplesPanel />),
        'sign-in': loading(
          <SignInPanel orders={loading(<AccountOrders />)} phoneSystems={loading(<PhoneSystems />)} />,
        ),
      }}
    />
  );
}
