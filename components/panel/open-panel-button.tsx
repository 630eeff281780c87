'use client';

import type { ReactNode } from 'react';
import { useAppStore } from '@/stores/store-provider';
import type { PanelId } from '@/stores/slices/panels';
import { preloadPanel } from './panel-preload';

/** A button anywhere on the page (header or content) that opens a panel. */
export function OpenPanelButton({
  panel,
  className,
  label,
  children,
}: {
  panel: PanelId;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const showPanel = useAppStore((s) => s.showPanel);
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="dialog"
      data-panel-trigger={panel}
      // Fetch the panel's code while the pointer approaches, so the click shows it at once.
      onPointerEnter={() => preloadPanel(panel)}
      onFocus={() => preloadPanel(panel)}
      onClick={() => showPanel(panel)}
    >
      {children}
    </button>
  );
}
