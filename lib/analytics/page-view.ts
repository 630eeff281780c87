// Page-view events for the tag manager's data layer (spec: 250 ms after each route change,
// skipped when the browser's do-not-track is on). Pure rules; the component wires them up.

export const pageViewDelayMs = 250;
export const routeChangeEvent = 'routeChange';

export type PageViewEvent = {
  event: typeof routeChangeEvent;
  routeName: string;
  pageType: 'PageView';
  pageUrl: string;
  pageTitle: string;
};

type DntSource = {
  navigator?: { doNotTrack?: string | null; msDoNotTrack?: string | null } | null;
  doNotTrack?: string | null;
};

export function doNotTrack(source: DntSource): boolean {
  const values = [source.navigator?.doNotTrack, source.navigator?.msDoNotTrack, source.doNotTrack];
  return values.some((v) => v === '1' || v === 'yes');
}

/** A stable name for the route: the path without locale prefix, e.g. "help" or "index". */
export function routeName(pathname: string): string {
  const withoutLocale = pathname.replace(/^\/(de|el|es|fr|it|pt)(?=\/|$)/, '');
  const trimmed = withoutLocale.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index' : trimmed.replace(/\//g, '-');
}

export function pageViewEvent(url: URL, title: string): PageViewEvent {
  return {
    event: routeChangeEvent,
    routeName: routeName(url.pathname),
    pageType: 'PageView',
    pageUrl: url.href,
    pageTitle: title,
  };
}

/** How long a page view may wait for the new page's title after the 250 ms (see below). */
export const titleWaitMs = 1000;
const titleCheckMs = 50;

/**
 * Schedules one page view per route change; a newer change cancels a pending one, so a quick
 * redirect chain records only where the visitor landed. When the 250 ms are up and the document
 * still carries the title of the previous page view although the address changed (the new page's
 * head arrives after its path on a slow network or a busy device), it waits up to titleWaitMs for
 * the new title rather than record the old one.
 */
export function createPageViewTracker(opts: {
  push: (event: PageViewEvent) => void;
  dnt: () => boolean;
  location: () => URL;
  title: () => string;
  schedule?: (fn: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}) {
  const schedule = opts.schedule ?? ((fn, ms) => setTimeout(fn, ms));
  const cancel = opts.cancel ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let pending: unknown = null;
  let last: { href: string; title: string } | null = null;
  const fire = (waited: number) => {
    const url = opts.location();
    const title = opts.title();
    // An empty title is a page between heads (the old one removed, the new one not yet in).
    const stale = title.trim() === '' || (last !== null && last.title === title && last.href !== url.href);
    if (stale && waited < titleWaitMs) {
      pending = schedule(() => fire(waited + titleCheckMs), titleCheckMs);
      return;
    }
    pending = null;
    last = { href: url.href, title };
    opts.push(pageViewEvent(url, title));
  };
  return {
    routeChanged() {
      if (pending !== null) cancel(pending);
      if (opts.dnt()) return;
      pending = schedule(() => fire(0), pageViewDelayMs);
    },
  };
}
