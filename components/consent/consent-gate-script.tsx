import { consentGateSource } from '@/lib/consent/consent-gate';
import { storageKey } from '@/stores/app-store';

/**
 * Must come before <CookieConsent /> in the document: it runs while the HTML is parsed, so the
 * server-rendered popup is shown or hidden before it can be painted (see lib/consent/consent-gate).
 * Prerendered pages allow it by hash; pages rendered per request pass their CSP nonce.
 */
export function ConsentGateScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentGateSource(storageKey) }} />;
}
