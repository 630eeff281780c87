'use client';

import { useTranslations } from 'next-intl';
import { NavLink } from '../navigation/nav-link';
import { useCurrency } from '@/stores/visitor-region';
import { useAppStore } from '@/stores/store-provider';
import { useFocusOnReturn } from './use-focus-on-return';

const linkClass =
  'block rounded-control px-4 py-3 font-medium hover:bg-canvas aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-strong';

/** Phones have no room for the header's currency button: the menu offers it instead. */
function MenuCurrency() {
  const t = useTranslations('nav');
  const currency = useCurrency();
  const showPanel = useAppStore((s) => s.showPanel);
  const ref = useFocusOnReturn<HTMLButtonElement>('currency');
  return (
    <div className="mt-3 border-t border-line pt-3 sm:hidden">
      <button
        ref={ref}
        type="button"
        aria-haspopup="dialog"
        className="flex w-full items-center rounded-control px-4 py-3 text-left font-medium hover:bg-canvas"
        data-testid="menu-currency"
        onClick={() => showPanel('currency', { returnTo: 'menu' })}
      >
        {t('currency', { code: currency })}
      </button>
    </div>
  );
}

export function MenuPanel() {
  const t = useTranslations('nav');
  const close = useAppStore((s) => s.closePanel);
  return (
    <>
      <nav aria-label={t('primary')}>
        <ul className="space-y-1">
          <li><NavLink href="/" className={linkClass} onClick={close}>{t('home')}</NavLink></li>
          <li><NavLink href="/on-hold/" className={linkClass} onClick={close}>{t('onHold')}</NavLink></li>
          <li><NavLink href="/voice-prompt/" className={linkClass} onClick={close}>{t('voicePrompt')}</NavLink></li>
          <li><NavLink href="/help/" className={linkClass} onClick={close}>{t('help')}</NavLink></li>
          <li><NavLink href="/legal/" className={linkClass} onClick={close}>{t('legal')}</NavLink></li>
        </ul>
      </nav>
      <MenuCurrency />
    </>
  );
}
