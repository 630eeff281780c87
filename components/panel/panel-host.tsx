'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useAppStore } from '../../stores/store-provider';
import { panelIds, type PanelId } from '../../stores/slices/panels';
import { Panel } from './panel';

const titleKeys = {
  cart: 'cart',
  checkout: 'checkout',
  currency: 'currency',
  examples: 'examples',
  help: 'help',
  language: 'language',
  legal: 'legal',
  menu: 'menu',
  'sign-in': 'signIn',
} as const satisfies Record<PanelId, string>;

/** Renders whichever panel is open; the app composes the content of each (features stay apart). */
export function PanelHost({ content }: { content: Partial<Record<PanelId, ReactNode>> }) {
  const t = useTranslations('panels');
  const openPanel = useAppStore((s) => s.openPanel);
  const closePanel = useAppStore((s) => s.closePanel);
  return (
    <>
      {panelIds.map((id) => (
        <Panel
          key={id}
          open={openPanel === id}
          onClose={closePanel}
          title={t(titleKeys[id])}
          side={id === 'menu' ? 'left' : 'right'}
          testId={`panel-${id}`}
        >
          {content[id] ?? <p className="text-ink-soft">{t('comingSoon')}</p>}
        </Panel>
      ))}
    </>
  );
}
