import type NProgress from 'nprogress';

/** The spec's timings: show only after 200 ms, trickle over ~5 s, hide 500 ms after finishing. */
export const progressTiming = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

type BarOptions = Parameters<typeof NProgress.configure>[0];

export type Bar = {
  start(): unknown;
  done(force?: boolean): unknown;
  set(n: number): unknown;
  configure(options: BarOptions): unknown;
  /** Start fetching the bar's code, if it has any to fetch (see lazyBar). */
  prepare?(): void;
};

/**
 * nprogress, fetched when the first navigation starts instead of on every page's first load
 * (#9): the bar only shows after the 200 ms throttle, time enough to load it. Calls made before
 * it arrives are replayed in order; if it cannot load, navigation goes on without a bar.
 */
export function lazyBar(load: () => Promise<Bar> = () => import('nprogress').then((m) => m.default)): Bar {
  let real: Bar | null = null;
  let pending: Promise<void> | null = null;
  let options: BarOptions = {};
  const queue: Array<(bar: Bar) => void> = [];
  const fetchBar = () => {
    pending ??= load().then(
      (bar) => {
        bar.configure(options);
        real = bar;
        for (const call of queue.splice(0)) call(bar);
      },
      () => {
        pending = null;
        queue.length = 0;
      },
    );
  };
  const run = (call: (bar: Bar) => void) => {
    if (real) return call(real);
    queue.push(call);
    fetchBar();
  };
  return {
    prepare: fetchBar,
    configure(next) {
      options = { ...options, ...next };
      real?.configure(next);
    },
    start: () => run((bar) => bar.start()),
    done: (force) => run((bar) => bar.done(force)),
    set: (n) => run((bar) => bar.set(n)),
  };
}

/**
 * Drives the navigation bar. A navigation that finishes within the throttle never shows it;
 * a failed one turns it red (html[data-progress=failed]) and then hides it.
 */
export function createProgressController(bar: Bar = lazyBar(), root?: () => HTMLElement | null) {
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let visible = false;
  let active = false;
  const html = root ?? (() => (typeof document === 'undefined' ? null : document.documentElement));

  // Trickle so the bar approaches the end over about durationMs.
  bar.configure({ showSpinner: false, trickleSpeed: progressTiming.durationMs / 25, minimum: 0.08, speed: 200 });

  function clearTimers() {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
  }

  return {
    start() {
      clearTimers();
      active = true;
      bar.prepare?.();
      html()?.removeAttribute('data-progress');
      showTimer = setTimeout(() => {
        if (!active) return;
        visible = true;
        bar.start();
      }, progressTiming.throttleMs);
    },
    finish() {
      if (!active) return;
      active = false;
      clearTimers();
      if (!visible) return;
      bar.set(1);
      hideTimer = setTimeout(() => {
        visible = false;
        bar.done(true);
      }, progressTiming.hideDelayMs);
    },
    fail() {
      clearTimers();
      active = false;
      html()?.setAttribute('data-progress', 'failed');
      if (!visible) {
        visible = true;
        bar.start();
      }
      bar.set(1);
      hideTimer = setTimeout(() => {
        visible = false;
        bar.done(true);
        html()?.removeAttribute('data-progress');
      }, progressTiming.hideDelayMs);
    },
    get visible() {
      return visible;
    },
  };
}

export type ProgressController = ReturnType<typeof createProgressController>;

let shared: ProgressController | undefined;
/** One bar per browser tab (it is a single DOM element), created on first use. */
export function navigationProgress(): ProgressController {
  shared ??= createProgressController();
  return shared;
}
