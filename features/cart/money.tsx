'use client';

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
