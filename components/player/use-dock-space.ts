'use client';

import { useEffect } from 'react';

/** The bars that dock over the bottom of the viewport: the player, and the cookie notice while open. */
export type DockSlot = 'player' | 'consent';

const covered = new Map<DockSlot, number>();

/**
 * What all docked bars cover, as the page's room for them: scroll-padding-bottom on <html> (focus
 * scrolling stops controls short of the bars) and padding-bottom on <body> (the end of the page
 * can scroll out from under them). Plain properties on two elements, not custom properties on
 * <html>: those are inherited, so setting one restyled every element of the page, a long task of
 * its own while a first visit's cookie notice opened (56 ms at 4× CPU on /el/).
 */
function applyRoom(): void {
  let total = 0;
  for (const px of covered.values()) total += px;
  const value = total > 0 ? `${total}px` : '';
  const html = document.documentElement.style;
  const body = document.body.style;
  if (html.scrollPaddingBottom !== value) html.scrollPaddingBottom = value;
  if (body.paddingBottom !== value) body.paddingBottom = value;
}

/**
 * While the player (or the cookie notice: `slot`) is docked over the bottom of the viewport, the
 * page makes room for its measured height (see applyRoom), measured at once and then by a
 * ResizeObserver as the bar expands, collapses or shows an error.
 */
export function useDockSpace(bar: HTMLElement | null, docked: boolean, slot: DockSlot = 'player'): void {
  useEffect(() => {
    if (!bar || !docked) return;
    // What the bar covers from the bottom of the viewport: its height plus the gap below it (the
    // cookie notice floats above the edge; the player sits on it). A hidden one covers nothing.
    const update = () => {
      const gap = parseFloat(getComputedStyle(bar).bottom) || 0;
      covered.set(slot, bar.offsetHeight === 0 ? 0 : Math.ceil(bar.offsetHeight + Math.max(0, gap)));
      applyRoom();
      // Only the player, which the visitor's own Listen docks. The cookie notice opens as the page
      // loads: moving the page then, before the visitor has done anything, is a jump (the home
      // page scrolled 273 px on a first visit at 1280 × 800); the notice only makes room.
      if (slot === 'player') keepActionsClear(bar);
    };
    // At once, not at the observer's first report: measured in the frame after the page's
    // hydration, the room it made cost Lighthouse's simulated slow phone more blocking time on
    // every page (the cookie notice opens with the page), though the browser did less work.
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(bar);
    // Browsers differ in whether focus scrolling moves an element that is already "in view"
    // but covered by a fixed bar; scrollIntoView always honours scroll-padding.
    const onFocusIn = (event: FocusEvent) => keepClearOf(bar, event.target);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer?.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      covered.delete(slot);
      applyRoom();
    };
  }, [bar, docked, slot]);
}

/** Marks the controls a visitor just used (the studio's Listen / Add to cart row). */
const KEEP_CLEAR_ATTRIBUTE = 'data-dock-keep-clear';

/**
 * When the bar docks or grows, it must not land on the controls the visitor was using: on a
 * 390 px phone, Listen docked the player right over "In den Warenkorb" (#33). A marked row that
 * is on screen and reaches under the bar is scrolled up just above it (the body's padding, set
 * through the variable above, always leaves room to scroll). Rows off screen stay where they are.
 */
function keepActionsClear(bar: HTMLElement): void {
  if (bar.offsetHeight === 0) return;
  const top = bar.getBoundingClientRect().top;
  for (const row of document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)) {
    const rect = row.getBoundingClientRect();
    if (rect.height === 0 || rect.top >= window.innerHeight || rect.bottom <= top) continue;
    // 8 px of air between the row and the bar; never push the row's top above the viewport.
    window.scrollBy({ top: Math.min(rect.bottom - top + 8, Math.max(0, rect.top)), behavior: 'instant' });
  }
}

function keepClearOf(bar: HTMLElement, target: EventTarget | null): void {
  // Panels are modal dialogs in the top layer, above the bar: nothing of theirs hides under it.
  if (!(target instanceof Element) || bar.contains(target) || target.closest('dialog')) return;
  if (target.getBoundingClientRect().bottom > bar.getBoundingClientRect().top)
    target.scrollIntoView({ block: 'nearest' });
}
