// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from './use-delayed-flag';

describe('useDelayedFlag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays false for a fetch shorter than 200 ms', () => {
    const { result, rerender } = renderHook(({ on }) => useDelayedFlag(on), { initialProps: { on: true } });
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBe(false);
    rerender({ on: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });

  it('turns true after 200 ms and false as soon as the fetch ends', () => {
    const { result, rerender } = renderHook(({ on }) => useDelayedFlag(on), { initialProps: { on: true } });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(false);
  });
});
