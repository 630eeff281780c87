'use client';

import { X } from '../ui/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type ReactNode } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal dialog makes the page inert, but Tab can still leave for the browser UI: wrap it. */
function trapTab(event: KeyboardEvent, dialog: HTMLDialogElement) {
  const items = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.offsetParent !== null);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * One slide-over for every panel, built on the native modal <dialog>: the browser traps focus,
 * makes the page behind inert, closes on Escape and returns focus to the opener.
 */
export function Panel({
  open,
  onClose,
  title,
  side = 'right',
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useTranslations('panels');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="panel"
      data-side={side}
      aria-labelledby={titleId}
      data-testid={testId}
      // The native close event also fires when the store switched to another panel (this one's
      // `open` went false first); closing the store then would shut the panel just opened.
      onClose={() => {
        if (open) onClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Tab') trapTab(e.nativeEvent, e.currentTarget);
      }}
    >
      <div className="flex h-full flex-col">
        <header className="flex items-center justify-between border-b border-line px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex size-10 items-center justify-center rounded-control text-ink-soft hover:bg-canvas"
            aria-label={t('close')}
          >
            <X aria-hidden className="size-5" />
          </button>
        </header>
        <div className="flex-1 overflow-y-auto px-5 py-5">{open ? children : null}</div>
      </div>
    </dialog>
  );
}
