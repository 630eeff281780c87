'use client';

import { BadgeCheck, CircleAlert, LogOut } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadError } from '@/components/status/load-error';
import type { SessionUser } from '@/stores/slices/account';
import { useAppStore } from '@/stores/store-provider';
import { resendVerification, setLanguage, signOut } from './sdk/actions';
import type { AuthKit } from './sdk/kit';
import { DeleteAccount } from './delete-account';
import { DisplayNameForm } from './display-name-form';
import { FormError } from './form-error';
import { useAuthAction } from './use-auth-action';

function Avatar({ user }: { user: SessionUser }) {
  if (user.photoURL) {
    // eslint-disable-next-line @next/next/no-img-element -- provider avatars come from arbitrary hosts
    return <img src={user.photoURL} alt="" className="size-12 rounded-full" referrerPolicy="no-referrer" />;
  }
  const initial = (user.displayName ?? user.email ?? '?').trim().charAt(0).toUpperCase();
  return (
    <span
      aria-hidden
      className="inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-lg font-semibold text-accent-strong"
    >
      {initial}
    </span>
  );
}

function Verification({ kit, verified }: { kit: AuthKit; verified: boolean }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const { run, pending, error } = useAuthAction();
  if (verified) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm text-success">
        <BadgeCheck aria-hidden className="size-4" />
        {t('verified')}
      </p>
    );
  }
  const resend = async () => {
    setLanguage(kit, locale);
    const done = await run(async () => {
      await resendVerification(kit);
      return true;
    });
    if (done) setSent(true);
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="inline-flex items-center gap-1.5 text-sm text-warning">
        <CircleAlert aria-hidden className="size-4" />
        {t('notVerified')}
      </p>
      {sent ? (
        <p role="status" className="text-sm text-ink-soft">
          {t('verificationSent')}
        </p>
      ) : (
        <button
          type="button"
          className="self-start text-sm font-medium text-accent-strong underline-offset-4 hover:underline disabled:opacity-60"
          disabled={pending}
          onClick={() => void resend()}
        >
          {t('resendVerification')}
        </button>
      )}
      <FormError error={error} />
    </div>
  );
}

/** Signed-in content: profile, name, the user's orders (composed by the app), sign out, delete. */
export function AccountView({
  kit,
  user,
  orders,
  phoneSystems,
  focusHeading = false,
}: {
  kit: AuthKit | null;
  user: SessionUser;
  orders?: ReactNode;
  /** The connected phone systems ([deliver]); it reads the server session too, so it waits for it. */
  phoneSystems?: ReactNode;
  /** Just signed in: the heading takes focus, so a screen reader says who is signed in. */
  focusHeading?: boolean;
}) {
  const t = useTranslations('account');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const { run, pending } = useAuthAction();
  // The orders list reads the server session cookie: mount it once the server has confirmed it.
  const serverSession = useAppStore((s) => s.serverSessionAt !== null);
  const serverSessionFailed = useAppStore((s) => s.serverSessionFailed);
  const tOrders = useTranslations('orders');
  const setServerSessionFailed = useAppStore((s) => s.setServerSessionFailed);
  // A fresh ID token makes the session binding ask the server for the cookie again.
  const retrySession = () => {
    setServerSessionFailed(false);
    void kit?.auth.currentUser?.getIdToken(true).catch(() => setServerSessionFailed(true));
  };
  return (
    <div className="flex flex-col gap-6" data-testid="account-view">
      <section className="flex items-start gap-4" aria-label={t('profile')}>
        <Avatar user={user} />
        <div className="min-w-0 flex-1">
          <h3 ref={heading} tabIndex={-1} className="rounded-control">
            <span className="block text-sm font-normal text-ink-soft">{t('signedInAs')}</span>{' '}
            <span className="block truncate text-lg font-semibold" data-testid="account-name">
              {user.displayName ?? user.email}
            </span>
          </h3>
          {user.displayName && user.email ? <p className="truncate text-ink-soft">{user.email}</p> : null}
          {kit && user.email ? <Verification kit={kit} verified={user.emailVerified} /> : null}
        </div>
      </section>
      {kit ? (
        <DisplayNameForm key={user.displayName ?? ''} kit={kit} current={user.displayName ?? ''} />
      ) : null}
      {orders ? (
        <section className="flex flex-col gap-3 border-t border-line pt-5" aria-labelledby="account-orders">
          <h3 id="account-orders" className="text-base font-semibold">
            {t('ordersTitle')}
          </h3>
          {serverSession ? (
            orders
          ) : serverSessionFailed ? (
            // The server never confirmed the session, so the orders cannot be read: say so.
            <LoadError
              message={tOrders('listError')}
              retryLabel={tOrders('retry')}
              onRetry={kit ? retrySession : null}
              testId="account-orders-error"
            />
          ) : (
            <div
              className="h-16 animate-pulse rounded-card bg-canvas motion-reduce:animate-none"
              aria-hidden
            />
          )}
        </section>
      ) : null}
      {phoneSystems && serverSession ? <div className="border-t border-line pt-5">{phoneSystems}</div> : null}
      <div className="flex flex-col gap-3 border-t border-line pt-5">
        <button
          type="button"
          className="btn-secondary self-start"
          disabled={!kit || pending}
          onClick={() => kit && void run(() => signOut(kit))}
        >
          <LogOut aria-hidden className="size-4" />
          {t('signOut')}
        </button>
        {kit ? <DeleteAccount kit={kit} /> : null}
      </div>
    </div>
  );
}
