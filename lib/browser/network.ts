// What the browser tells us about the connection (Network Information API where available).

export type ConnectionInfo = { online: boolean; effectiveType?: string; saveData?: boolean };

type NavigatorLike = {
  onLine?: boolean;
  userAgent?: string;
  maxTouchPoints?: number;
  userAgentData?: { mobile?: boolean };
  connection?: { effectiveType?: string; saveData?: boolean };
};

export function connectionInfo(nav: NavigatorLike | undefined): ConnectionInfo {
  return {
    online: nav?.onLine !== false,
    effectiveType: nav?.connection?.effectiveType,
    saveData: nav?.connection?.saveData === true,
  };
}

/** Prefetching spends the visitor's data: never offline, on 2g or with data saver on. */
export function shouldPrefetch(info: ConnectionInfo): boolean {
  if (!info.online || info.saveData) return false;
  return info.effectiveType !== '2g' && info.effectiveType !== 'slow-2g';
}

export const prefetchIdleTimeoutMs = 2000;

/**
 * Signs that a visitor is at work on the page. Prefetching every link waits for the first of them
 * (then for an idle moment): the downloads and script parsing of other routes stay out of the
 * page's own start-up, where Lighthouse counts them as blocking time (#9), and a visitor who has
 * not touched the page yet is not about to click.
 */
export const interactionEvents = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

/** A link the visitor points at, focuses or touches is prefetched at once: the likely next click. */
export const intentEvents = ['mouseover', 'focusin', 'touchstart'] as const;

export function isMobile(nav: NavigatorLike | undefined): boolean {
  if (nav?.userAgentData?.mobile !== undefined) return nav.userAgentData.mobile;
  return /Mobi|Android|iPhone|iPad/i.test(nav?.userAgent ?? '');
}

/** The spec's network timeouts: 30 s on desktop, 60 s on mobile, 5 s when offline. */
export function requestTimeoutMs(nav: NavigatorLike | undefined): number {
  if (nav?.onLine === false) return 5_000;
  return isMobile(nav) ? 60_000 : 30_000;
}
