'use client';

import { useEffect, useRef } from 'react';
import type { PanelId } from '@/stores/slices/panels';
import { useAppStore } from '@/stores/store-provider';

/**
 * For a panel shown again after a panel it opened closed (cart → currency → cart): focus the
 * control that opened that panel, so the keyboard user lands where they left off. The timeout
 * waits for the dialog to open: its effect runs after the effects of its content.
 */
export function useFocusOnReturn<T extends HTMLElement>(from: PanelId) {
  const ref = useRef<T>(null);
  const returned = useAppStore((s) => s.returnedFrom === from);
  useEffect(() => {
    if (!returned) return;
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [returned]);
  return ref;
}
