// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_HEIGHT_VAR, DOCK_HEIGHT_VAR, useDockSpace } from './use-dock-space';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.documentElement.style.removeProperty(DOCK_HEIGHT_VAR);
  document.documentElement.style.removeProperty(CONSENT_HEIGHT_VAR);
});

function Bar({ variable }: { variable: string }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useDockSpace(element, true, variable);
  return <div ref={setElement} data-testid="bar" />;
}

/** A visible Listen row whose bottom reaches 24 px under a 64 px bar at the bottom of the screen. */
function rowUnderTheBar() {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(64);
  const row = document.body.appendChild(document.createElement('div'));
  row.setAttribute('data-dock-keep-clear', '');
  const rect = (top: number, bottom: number) => ({ top, bottom, height: bottom - top }) as DOMRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.dataset.testid === 'bar') return rect(innerHeight - 64, innerHeight);
    if (this === row) return rect(innerHeight - 90, innerHeight - 40);
    return rect(0, 0);
  });
  const scrollBy = vi.fn();
  vi.stubGlobal('scrollBy', scrollBy);
  return { scrollBy, remove: () => row.remove() };
}

describe('useDockSpace', () => {
  it('the player, docked over the Listen row, scrolls it clear', () => {
    const { scrollBy, remove } = rowUnderTheBar();
    render(<Bar variable={DOCK_HEIGHT_VAR} />);
    expect(scrollBy).toHaveBeenCalledWith({ top: 32, behavior: 'instant' });
    expect(document.documentElement.style.getPropertyValue(DOCK_HEIGHT_VAR)).toBe('64px');
    remove();
  });

  it('the cookie notice, opening as the page loads, makes room but never moves the page', () => {
    const { scrollBy, remove } = rowUnderTheBar();
    render(<Bar variable={CONSENT_HEIGHT_VAR} />);
    expect(scrollBy).not.toHaveBeenCalled();
    expect(document.documentElement.style.getPropertyValue(CONSENT_HEIGHT_VAR)).toBe('64px');
    remove();
  });
});
