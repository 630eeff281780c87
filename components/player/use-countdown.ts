'use client';

import { useEffect, useState } from 'react';

/**
 * Whole seconds left of a wait that started when the calling component mounted, ticking once a
 * second down to 0. Counted against the clock, not by decrements, so a throttled background tab
 * shows the right number when it wakes up.
 */
export function useCountdown(seconds: number): number {
  const total = Math.max(0, Math.ceil(seconds));
  const [remaining, setRemaining] = useState(total);
  useEffect(() => {
    if (total === 0) return;
    const endsAt = Date.now() + total * 1000;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [total]);
  return remaining;
}
