'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * The withdrawal consent box: ticked or not, and whether the buyer was told it is missing.
 * `given()` reads a ref written in the same handler that changes the box, because the server's
 * refusal unticks it and points to it before React has re-rendered; the state only draws it.
 */
export function useWithdrawalConsent() {
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  const givenRef = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const change = useCallback((next: boolean) => {
    givenRef.current = next;
    setChecked(next);
    if (next) setMissing(false);
  }, []);

  /** True when the buyer has ticked the box; otherwise shows why paying waits (and focuses it). */
  const require = useCallback((focus: boolean): boolean => {
    if (givenRef.current) return true;
    setMissing(true);
    if (focus) inputRef.current?.focus();
    return false;
  }, []);

  const given = useCallback(() => givenRef.current, []);

  return { checked, missing, inputRef, change, require, given };
}

export type WithdrawalConsentState = ReturnType<typeof useWithdrawalConsent>;
