'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { useAppStore, useAppStoreApi } from '@/stores/store-provider';
import { panelIds, type PanelId } from '@/stores/slices/panels';
import { Panel } from './panel';

const titleKeys = {
  cart: 'cart',
  checkout: 'checkout',
  currency: 'currency',
  examples: 'examples',
  language: 'language',
  menu: 'menu',
  'sign-in': 'signIn',
} as const satisfies Record<PanelId, string>;

/** Renders whichever panel is open; the app composes the content of each (features stay apart). */
export function PanelHost({ content }: { content: Partial<Record<PanelId, ReactNode>> }) {
  const t = useTranslations('panels');
  const openPanel = useAppStore((s) => s.openPanel);
  const closePanel = useAppStore((s) => s.closePanel);
  // Once signed in, the same panel holds the account (profile, orders, sign out).
  const signedIn = useAppStore((s) => s.user !== null);
  const store = useAppStoreApi();
  useEffect(() => {
    // A dialog returns focus to what was focused when it opened. When one panel leads to another
    // (cart → currency → cart, cart → checkout), that was inside the previous panel and is gone
    // when the last one closes: remember what opened the first one and return there instead.
    let opener: HTMLElement | null = null;
    return store.subscribe((state, prev) => {
      if (state.openPanel === prev.openPanel) return;
      if (!prev.openPanel) {
        // Called inside the store update, before React renders: focus is still on the opener.
        opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      } else if (!state.openPanel) {
        const target = opener;
        opener = null;
        setTimeout(() => {
          const lost = !document.activeElement || document.activeElement === document.body;
          if (lost && target?.isConnected) target.focus();
        }, 0);
      }
    });
  }, [store]);
  return (
    <>
      {panelIds.map((id) => (
        <Panel
          key={id}
          open={openPanel === id}
          onClose={closePanel}
          title={id === 'sign-in' && signedIn ? t('account') : t(titleKeys[id])}
          side={id === 'menu' ? 'left' : 'right'}
          testId={`panel-${id}`}
        >
          {content[id] ?? <p className="text-ink-soft">{t('comingSoon')}</p>}
        </Panel>
      ))}
    </>
  );
}
