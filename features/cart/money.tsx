'use client';

import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';

/** Minor units in the page's number format. */
export function Money({
  minor,
  currency,
  className,
}: {
  minor: number;
  currency: string;
  className?: string;
}) {
  const locale = useLocale();
  return (
    <span className={className}>
      {new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100)}
    </span>
  );
}

/** A cart line's price column: the net price once the server has quoted the line, with what the
 * line notes below it; a placeholder until then. */
export function LinePrice({
  net,
  currency,
  children,
}: {
  net: number | undefined;
  currency: string;
  children?: ReactNode;
}) {
  return (
    <div className="shrink-0 text-right">
      {net === undefined ? (
        <span className="inline-block h-5 w-14 animate-pulse rounded bg-line" aria-hidden />
      ) : (
        <>
          <Money minor={net} currency={currency} className="font-semibold tabular-nums" />
          {children}
        </>
      )}
    </div>
  );
}
