import NProgress from 'nprogress';

/** The spec's timings: show only after 200 ms, trickle over ~5 s, hide 500 ms after finishing. */
export const progressTiming = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

type Bar = Pick<typeof NProgress, 'start' | 'done' | 'set' | 'configure'>;

/**
 * Drives the navigation bar. A navigation that finishes within the throttle never shows it;
 * a failed one turns it red (html[data-progress=failed]) and then hides it.
 */
export function createProgressController(bar: Bar = NProgress, root?: () => HTMLElement | null) {
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
