// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDockSpace, type DockSlot } from './use-dock-space';

/** The room the page makes for docked bars now, in CSS pixels (0 when none). */
const dockRoom = () => parseFloat(document.body.style.paddingBottom) || 0;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Bar({ slot }: { slot: DockSlot }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useDockSpace(element, true, slot);
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
    render(<Bar slot="player" />);
    expect(scrollBy).toHaveBeenCalledWith({ top: 32, behavior: 'instant' });
    expect(dockRoom()).toBe(64);
    remove();
  });

  it('the cookie notice, opening as the page loads, makes room but never moves the page', () => {
    const { scrollBy, remove } = rowUnderTheBar();
    render(<Bar slot="consent" />);
    expect(scrollBy).not.toHaveBeenCalled();
    expect(dockRoom()).toBe(64);
    remove();
  });

  it('makes room for both bars at once, on <html> and <body> only, and gives it back', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(64);
    const consent = render(<Bar slot="consent" />);
    const player = render(<Bar slot="player" />);
    expect(document.documentElement.style.scrollPaddingBottom).toBe('128px');
    expect(document.body.style.paddingBottom).toBe('128px');
    // Inherited custom properties on <html> would restyle every element of the page.
    expect(document.documentElement.getAttribute('style')).not.toContain('--');
    consent.unmount();
    expect(dockRoom()).toBe(64);
    player.unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    expect(document.body.style.paddingBottom).toBe('');
  });
});
