// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressController, lazyBar } from './progress-controller';

function fakeBar() {
  return { start: vi.fn(), done: vi.fn(), set: vi.fn(), configure: vi.fn() };
}

describe('navigation progress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never shows for a navigation faster than the 200 ms throttle', () => {
    const bar = fakeBar();
    const p = createProgressController(bar);
    p.start();
    vi.advanceTimersByTime(199);
    p.finish();
    vi.advanceTimersByTime(1000);
    expect(bar.start).not.toHaveBeenCalled();
    expect(p.visible).toBe(false);
  });

  it('shows after 200 ms and hides 500 ms after finishing', () => {
    const bar = fakeBar();
    const p = createProgressController(bar);
    p.start();
    vi.advanceTimersByTime(200);
    expect(bar.start).toHaveBeenCalledTimes(1);
    p.finish();
    expect(bar.set).toHaveBeenCalledWith(1);
    vi.advanceTimersByTime(499);
    expect(bar.done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(bar.done).toHaveBeenCalledTimes(1);
    expect(p.visible).toBe(false);
  });

  it('marks a failed navigation on <html> and clears it when the bar hides', () => {
    const bar = fakeBar();
    const p = createProgressController(bar);
    p.start();
    p.fail();
    expect(document.documentElement.getAttribute('data-progress')).toBe('failed');
    expect(bar.start).toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(bar.done).toHaveBeenCalled();
    expect(document.documentElement.hasAttribute('data-progress')).toBe(false);
  });

  it('a new navigation cancels the pending hide of the previous one', () => {
    const bar = fakeBar();
    const p = createProgressController(bar);
    p.start();
    vi.advanceTimersByTime(250);
    p.finish();
    p.start();
    vi.advanceTimersByTime(600);
    expect(bar.done).not.toHaveBeenCalled();
  });
});

describe('lazyBar', () => {
  it('loads nothing until used, then replays the calls in order on the loaded bar', async () => {
    const real = fakeBar();
    const load = vi.fn(() => Promise.resolve(real));
    const bar = lazyBar(load);
    bar.configure({ showSpinner: false });
    expect(load).not.toHaveBeenCalled();
    bar.start();
    bar.set(1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(real.set).toHaveBeenCalledWith(1));
    expect(real.configure).toHaveBeenCalledWith({ showSpinner: false });
    expect(real.start.mock.invocationCallOrder[0]).toBeLessThan(real.set.mock.invocationCallOrder[0] ?? 0);
    bar.done(true);
    expect(real.done).toHaveBeenCalledWith(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a controller starts fetching the bar as soon as a navigation starts', () => {
    vi.useFakeTimers();
    const load = vi.fn(() => new Promise<ReturnType<typeof fakeBar>>(() => undefined));
    const p = createProgressController(lazyBar(load));
    expect(load).not.toHaveBeenCalled();
    p.start();
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('drops the calls when the bar cannot load, and tries again on the next use', async () => {
    const real = fakeBar();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real);
    const bar = lazyBar(load);
    bar.start();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    bar.start();
    await vi.waitFor(() => expect(real.start).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
