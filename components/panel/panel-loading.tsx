'use client';

import { LoaderCircle } from '../ui/icons';
import { useTranslations } from 'next-intl';

/** Shown inside an open panel while its code-split content downloads. */
export function PanelLoading() {
  const t = useTranslations('panels');
  return (
    <p role="status" className="flex items-center gap-2 text-ink-soft" data-testid="panel-loading">
      <LoaderCircle aria-hidden className="size-4 animate-spin" />
      {t('loading')}
    </p>
  );
}
