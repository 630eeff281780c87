'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';

type Answer = { label: string; onClick: () => void; testId: string };

/**
 * An inline question (not a modal): the visitor can still read what it is about. Focus starts on
 * the safe answer, so an Enter pressed out of habit changes nothing, and Escape gives that answer
 * too (only the question's: inside a panel, Escape would otherwise close the panel as well).
 */
export function InlineQuestion({
  title,
  children,
  safe,
  other,
  testId,
  className = '',
  primary = 'other',
}: {
  title: string;
  children: ReactNode;
  safe: Answer;
  /** Left out when the safe answer is the only one (e.g. what must be fixed before going on). */
  other?: Answer;
  testId: string;
  className?: string;
  /** Which answer is drawn as the main button (the safe one still has focus). */
  primary?: 'safe' | 'other';
}) {
  const id = useId();
  const safeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => safeRef.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      data-testid={testId}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        e.stopPropagation();
        safe.onClick();
      }}
      className={`${className} rounded-control border border-warning/40 bg-warning/5 p-3`}
    >
      <p id={`${id}-title`} className="font-semibold">
        {title}
      </p>
      <div id={`${id}-body`} className="space-y-1 text-sm text-ink-soft">
        {children}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          ref={safeRef}
          type="button"
          className={`${primary === 'safe' ? 'btn-primary' : 'btn-secondary'} !min-h-9`}
          onClick={safe.onClick}
          data-testid={safe.testId}
        >
          {safe.label}
        </button>
        {other ? (
          <button
            type="button"
            className={`${primary === 'safe' ? 'btn-secondary' : 'btn-primary'} !min-h-9`}
            onClick={other.onClick}
            data-testid={other.testId}
          >
            {other.label}
          </button>
        ) : null}
      </div>
    </div>
  );
}
