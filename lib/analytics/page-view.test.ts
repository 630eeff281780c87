import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageViewTracker, doNotTrack, routeName, titleWaitMs, type PageViewEvent } from './page-view';

describe('page-view tracking', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function tracker(dnt = false) {
    const events: PageViewEvent[] = [];
    let url = new URL('https://example.com/de/help/');
    let title = 'Hilfe | Greeting Studio';
    const t = createPageViewTracker({
      push: (e) => events.push(e),
      dnt: () => dnt,
      location: () => url,
      title: () => title,
    });
    return {
      t,
      events,
      go: (href: string, newTitle?: string) => {
        url = new URL(href);
        if (newTitle) title = newTitle;
      },
      retitle: (newTitle: string) => (title = newTitle),
    };
  }

  it("waits for the new page's title when the address changed before it", () => {
    const { t, events, go, retitle } = tracker();
    t.routeChanged();
    vi.advanceTimersByTime(250);
    go('https://example.com/de/legal/');
    t.routeChanged();
    vi.advanceTimersByTime(400);
    expect(events).toHaveLength(1); // still the help page's title: not recorded yet
    retitle('Rechtliches | Greeting Studio');
    vi.advanceTimersByTime(50);
    expect(events.map((e) => [e.routeName, e.pageTitle])).toEqual([
      ['help', 'Hilfe | Greeting Studio'],
      ['legal', 'Rechtliches | Greeting Studio'],
    ]);
  });

  it('waits while the document has no title between two pages', () => {
    const { t, events, go, retitle } = tracker();
    t.routeChanged();
    vi.advanceTimersByTime(250);
    go('https://example.com/de/legal/');
    retitle('');
    t.routeChanged();
    vi.advanceTimersByTime(400);
    expect(events).toHaveLength(1);
    retitle('Rechtliches | Greeting Studio');
    vi.advanceTimersByTime(50);
    expect(events.map((e) => e.pageTitle)).toEqual([
      'Hilfe | Greeting Studio',
      'Rechtliches | Greeting Studio',
    ]);
  });

  it('records the page anyway when its title never changes', () => {
    const { t, events, go } = tracker();
    t.routeChanged();
    vi.advanceTimersByTime(250);
    go('https://example.com/de/help/?q=1');
    t.routeChanged();
    vi.advanceTimersByTime(250 + titleWaitMs);
    expect(events).toHaveLength(2);
    expect(events[1]!.pageUrl).toBe('https://example.com/de/help/?q=1');
  });

  it('pushes a PageView 250 ms after a route change', () => {
    const { t, events } = tracker();
    t.routeChanged();
    vi.advanceTimersByTime(249);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([
      {
        event: 'routeChange',
        routeName: 'help',
        pageType: 'PageView',
        pageUrl: 'https://example.com/de/help/',
        pageTitle: 'Hilfe | Greeting Studio',
      },
    ]);
  });

  it('records only the last of quick successive changes, with the final URL', () => {
    const { t, events, go } = tracker();
    t.routeChanged();
    vi.advanceTimersByTime(100);
    go('https://example.com/legal/');
    t.routeChanged();
    vi.advanceTimersByTime(250);
    expect(events.map((e) => e.routeName)).toEqual(['legal']);
  });

  it('pushes nothing when do-not-track is on', () => {
    const { t, events } = tracker(true);
    t.routeChanged();
    vi.advanceTimersByTime(1000);
    expect(events).toEqual([]);
  });

  it('reads do-not-track from every place browsers keep it', () => {
    expect(doNotTrack({ navigator: { doNotTrack: '1' } })).toBe(true);
    expect(doNotTrack({ navigator: { msDoNotTrack: '1' } })).toBe(true);
    expect(doNotTrack({ doNotTrack: '1' })).toBe(true);
    expect(doNotTrack({ navigator: { doNotTrack: '0' } })).toBe(false);
    expect(doNotTrack({ navigator: { doNotTrack: null } })).toBe(false);
  });

  it('names routes without their locale prefix', () => {
    expect(routeName('/')).toBe('index');
    expect(routeName('/el/')).toBe('index');
    expect(routeName('/fr/voice-prompt/')).toBe('voice-prompt');
    expect(routeName('/tools/samples/')).toBe('tools-samples');
    expect(routeName('/design/')).toBe('design');
  });
});
