'use client';

// What VIES said about the buyer's VAT id, when it was asked: why VAT is charged anyway.
import { useTranslations } from 'next-intl';

export function ViesNote({ vies }: { vies: 'valid' | 'invalid' | 'unavailable' | null | undefined }) {
  const t = useTranslations('orderChecks.vies');
  if (vies !== 'invalid' && vies !== 'unavailable') return null;
  return (
    <p className="-mt-3 text-sm text-warning" data-testid={`vies-${vies}`}>
      {t(vies)}
    </p>
  );
}
