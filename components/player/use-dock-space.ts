'use client';

import { useEffect } from 'react';

/** Read by app/globals.css: scroll-padding-bottom on <html> and padding-bottom on <body>. */
export const DOCK_HEIGHT_VAR = '--player-dock-height';

/** The same for the cookie notice while it is open (components/consent/cookie-consent.tsx). */
export const CONSENT_HEIGHT_VAR = '--consent-height';

/**
 * While the player (or another bar: `variable`) is docked over the bottom of the viewport, publish its measured height so
 * the page makes room for it: focus scrolling (which honours scroll-padding) stops controls
 * short of the bar, and the end of the page can scroll out from under it. A ResizeObserver
 * follows the bar as it expands, collapses or shows an error.
 */
export function useDockSpace(bar: HTMLElement | null, docked: boolean, variable = DOCK_HEIGHT_VAR): void {
  useEffect(() => {
    if (!bar || !docked) return;
    const root = document.documentElement;
    // What the bar covers from the bottom of the viewport: its height plus the gap below it (the
    // cookie notice floats above the edge; the player sits on it). A hidden one covers nothing.
    const update = () => {
      const gap = parseFloat(getComputedStyle(bar).bottom) || 0;
      const covered = bar.offsetHeight === 0 ? 0 : bar.offsetHeight + Math.max(0, gap);
      root.style.setProperty(variable, `${Math.ceil(covered)}px`);
      // Only the player, which the visitor's own Listen docks. The cookie notice opens as the page
      // loads: moving the page then, before the visitor has done anything, is a jump (the home
      // page scrolled 273 px on a first visit at 1280 × 800); the notice only makes room.
      if (variable === DOCK_HEIGHT_VAR) keepActionsClear(bar);
    };
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
      root.style.removeProperty(variable);
    };
  }, [bar, docked, variable]);
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
