// Which link clicks the client router takes over. Links on the site are plain <a> elements
// (components/navigation/locale-link.tsx): one delegated listener navigates for all of them.

/** What a click on a link asks for: null leaves the click to the browser. */
export type RouterNavigation = {
  url: URL;
  /** The link points at the page already shown (same path and query, no fragment). */
  samePage: boolean;
};

/**
 * A plain left click, without modifier keys, on a link to another page of this origin that the
 * browser would open in this tab. Left to the browser: new tabs and windows (modifiers, middle
 * click, `target`), downloads, API responses, language switches (`hreflang`: a full load with the
 * new <html lang>), links marked `data-full-reload`, and a fragment on the current page (the
 * browser scrolls to it).
 */
export function routerNavigation(event: MouseEvent, current: URL): RouterNavigation | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  const raw = anchor?.getAttribute('href');
  if (!anchor || !raw) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.hasAttribute('hreflang') || anchor.dataset.fullReload !== undefined) {
    return null;
  }
  const url = new URL(raw, current);
  if (url.origin !== current.origin) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/_next/')) return null;
  const samePage = url.pathname === current.pathname && url.search === current.search;
  if (samePage && raw.includes('#')) return null;
  return { url, samePage };
}

/**
 * The page a link leads to, for prefetching: another page of this origin (path only), not a
 * download, a file or an API response. Null for everything else, including the current page.
 */
export function prefetchPath(anchor: HTMLAnchorElement, current: URL): string | null {
  const raw = anchor.getAttribute('href');
  if (!raw || anchor.hasAttribute('download')) return null;
  const url = new URL(raw, current);
  if (url.origin !== current.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/_next/')) return null;
  if (url.pathname === current.pathname) return null;
  return url.pathname;
}
