'use client';

import { CircleUserRound, Globe, Menu, ShoppingBag } from '../ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { localeNames, type Locale } from '@/lib/i18n/locales';
import { useCurrency } from '@/stores/visitor-region';
import { useAppStore } from '@/stores/store-provider';
import { OpenPanelButton } from '../panel/open-panel-button';

const iconButton =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-control px-2.5 text-sm font-medium text-ink-soft hover:bg-canvas hover:text-ink';

export function HeaderActions() {
  const t = useTranslations('nav');
  const locale = useLocale() as Locale;
  const currency = useCurrency();
  const count = useAppStore((s) => s.items.length);
  const user = useAppStore((s) => s.user);
  return (
    <div className="flex items-center gap-0.5">
      {/* The name starts with the visible code so voice control ("click EN") finds it (WCAG 2.5.3). */}
      <OpenPanelButton
        panel="language"
        className={iconButton}
        label={`${locale.toUpperCase()}, ${t('language', { name: localeNames[locale] })}`}
      >
        <Globe aria-hidden className="size-5" />
        <span className="uppercase">{locale}</span>
      </OpenPanelButton>
      <OpenPanelButton
        panel="currency"
        className={`${iconButton} max-sm:hidden`}
        label={t('currency', { code: currency })}
      >
        <span>{currency}</span>
      </OpenPanelButton>
      <OpenPanelButton panel="cart" className={`${iconButton} relative`} label={t('cart', { count })}>
        <ShoppingBag aria-hidden className="size-5" />
        {count > 0 ? (
          <span className="absolute -top-0.5 -right-0.5 inline-flex size-5 items-center justify-center rounded-full bg-accent text-xs text-white">
            {count}
          </span>
        ) : null}
      </OpenPanelButton>
      <OpenPanelButton
        panel="sign-in"
        className={iconButton}
        label={user ? (user.displayName ?? user.email ?? t('signIn')) : t('signIn')}
      >
        {user?.photoURL ? (
          // eslint-disable-next-line @next/next/no-img-element -- provider avatars come from arbitrary hosts
          <img src={user.photoURL} alt="" className="size-7 rounded-full" referrerPolicy="no-referrer" />
        ) : (
          <CircleUserRound aria-hidden className="size-5" />
        )}
        <span className="max-w-32 truncate max-md:hidden" data-testid="header-user">
          {user ? (user.displayName ?? user.email) : t('signIn')}
        </span>
      </OpenPanelButton>
      <OpenPanelButton panel="menu" className={`${iconButton} lg:hidden`} label={t('openMenu')}>
        <Menu aria-hidden className="size-5" />
      </OpenPanelButton>
    </div>
  );
}
