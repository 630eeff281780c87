'use client';

import { useTranslations } from 'next-intl';
import { InlineQuestion } from '@/components/ui/inline-question';

/** Asked before a template replaces the visitor's text; "Keep my text" is the safe answer. */
export function ReplaceConfirm({
  name,
  keepNote,
  onConfirm,
  onCancel,
  className = 'mb-3',
}: {
  name: string;
  keepNote?: string;
  onConfirm: () => void;
  onCancel: () => void;
  className?: string;
}) {
  const t = useTranslations('studio');
  return (
    <InlineQuestion
      title={t('replaceTitle')}
      testId="replace-confirm"
      className={className}
      safe={{ label: t('replaceCancel'), onClick: onCancel, testId: 'replace-confirm-keep' }}
      other={{ label: t('replaceConfirm'), onClick: onConfirm, testId: 'replace-confirm-yes' }}
    >
      <p>{t('replaceBody', { name })}</p>
      {keepNote ? <p data-testid="replace-keep-note">{keepNote}</p> : null}
    </InlineQuestion>
  );
}
