// The cookie popup is part of the prerendered HTML, so a first visit sees it with the page's first
// paint instead of after every script has loaded and the store has read localStorage (it was the
// largest element on mobile, and Lighthouse's LCP waited for all of the page's JavaScript). A tiny
// inline script placed before the popup decides, before the popup can paint, whether it shows:
// only when nothing is decided yet. Without JavaScript it stays hidden, as it did before.

/** Set on <html> by the script when the visitor has not decided yet. */
export const consentOpenAttribute = 'data-consent-open';
// The server-rendered popup carries data-consent-pending until the store has read the stored
// choice (components/consent/cookie-consent.tsx); app/globals.css hides it unless <html> has data-consent-open.

/**
 * Source of the inline script. Fixed bytes per build (prerendered pages allow it by hash, the
 * per-request 404 by nonce). Mirrors the store's own test: a stored `state.consent` means decided;
 * unreadable storage counts as undecided, like a first visit.
 */
export function consentGateSource(storageKey: string): string {
  return (
    `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)})||"null");` +
    `if(!(s&&s.state&&s.state.consent))throw 0}` +
    `catch(e){document.documentElement.setAttribute(${JSON.stringify(consentOpenAttribute)},"")}`
  );
}
