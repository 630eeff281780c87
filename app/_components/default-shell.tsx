import { Suspense, type ReactNode } from 'react';
import { ConsentGateScript } from '@/components/consent/consent-gate-script';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { LazyBrowserBehaviours } from '@/components/navigation/lazy-browser-behaviours';
import { NavigationEvents } from '@/components/navigation/navigation-events';
import { AuthSession } from '@/features/auth/auth-session';
import { DeferredPanels } from './deferred-panels';
import { OfflineIndicator } from '@/components/status/offline-indicator';

/**
 * The "default" layout: header, footer, panels, cookie popup, offline notice and the
 * navigation progress. Used by every localized page and by the global 404 page, which renders per
 * request and passes its CSP nonce for the consent gate's inline script (prerendered pages allow
 * it by hash).
 */
export function DefaultShell({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <DeferredPanels />
      <ConsentGateScript nonce={nonce} />
      <CookieConsent />
      <AuthSession />
      <OfflineIndicator />
      <Suspense fallback={null}>
        <NavigationEvents />
      </Suspense>
      <Suspense fallback={null}>
        <LazyBrowserBehaviours />
      </Suspense>
    </>
  );
}
