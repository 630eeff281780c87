'use client';

import { useEffect, useState } from 'react';

/** Fetch state shown only after 200 ms, so fast answers never flash a spinner. */
export const fetchStateDelayMs = 200;

export function useDelayedFlag(flag: boolean, delayMs = fetchStateDelayMs): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) return undefined;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [flag, delayMs]);
  return flag && shown;
}
