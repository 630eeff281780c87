import { Suspense, type ReactNode } from 'react';
import { CookieConsent } from '../../components/consent/cookie-consent';
import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import { BrowserBehaviours } from '../../components/navigation/browser-behaviours';
import { NavigationEvents } from '../../components/navigation/navigation-events';
import { PanelHost } from '../../components/panel/panel-host';
import { CartPanel } from '../../features/cart';
import { CheckoutPanel } from '../../features/checkout';
import { CurrencyPanel } from '../../components/panels/currency-panel';
import { LanguagePanel } from '../../components/panels/language-panel';
import { HelpPanel, LegalPanel, MenuPanel } from '../../components/panels/link-panels';
import { ExamplesPanel } from '../../features/studio';
import { AuthSession, SignInPanel } from '../../features/auth';
import { AccountOrders } from '../../features/orders';
import { OfflineIndicator } from '../../components/status/offline-indicator';

/**
 * The "default" layout: header, footer, panels, cookie popup, offline notice and the
 * navigation progress. Used by every localized page and by the global 404 page.
 */
export function DefaultShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
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
      <CookieConsent />
      <AuthSession />
      <OfflineIndicator />
      <Suspense fallback={null}>
        <NavigationEvents />
        <BrowserBehaviours />
      </Suspense>
    </>
  );
}
