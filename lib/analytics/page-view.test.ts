import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageViewTracker, doNotTrack, routeName, type PageViewEvent } from './page-view';

describe('page-view tracking', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function tracker(dnt = false) {
    const events: PageViewEvent[] = [];
    let url = new URL('https://example.com/de/help/');
    const t = createPageViewTracker({
      push: (e) => events.push(e),
      dnt: () => dnt,
      location: () => url,
      title: () => 'Hilfe | Greeting Studio',
    });
    return { t, events, go: (href: string) => (url = new URL(href)) };
  }

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
