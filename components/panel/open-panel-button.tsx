'use client';

import type { ReactNode } from 'react';
import { useAppStore } from '../../stores/store-provider';
import type { PanelId } from '../../stores/slices/panels';

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
      onClick={() => showPanel(panel)}
    >
      {children}
    </button>
  );
}
