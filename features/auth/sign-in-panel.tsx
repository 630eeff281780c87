'use client';

import { Info, RotateCw, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useAppStore } from '@/stores/store-provider';
import { AccountView } from './account-view';
import { AuthForms } from './auth-forms';
import { signOutReasonKey } from './message-keys';
import { useAuthKit } from './use-auth-kit';

function Skeleton() {
  return (
    <div
      className="flex animate-pulse flex-col gap-4 motion-reduce:animate-none"
      aria-hidden
      data-testid="auth-skeleton"
    >
      <div className="h-7 w-2/3 rounded-control bg-canvas" />
      <div className="h-11 rounded-control bg-canvas" />
      <div className="h-11 rounded-control bg-canvas" />
      <div className="h-11 rounded-control bg-canvas" />
    </div>
  );
}

function SignOutNotice() {
  const t = useTranslations('auth');
  const reason = useAppStore((s) => s.signOutReason);
  const dismiss = useAppStore((s) => s.dismissSignOutReason);
  if (!reason) return null;
  return (
    <div
      role="status"
      className="mb-5 flex items-start gap-2 rounded-control bg-accent-soft px-3 py-2 text-sm text-ink"
      data-testid="sign-out-notice"
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
      <p className="flex-1">{t(`signOutReasons.${signOutReasonKey(reason)}`)}</p>
      <button
        type="button"
        className="-m-1 rounded-control p-1 text-ink-muted hover:text-ink"
        aria-label={t('dismiss')}
        onClick={dismiss}
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

/**
 * The sign-in panel: forms when signed out, the account view when signed in. `orders` is the
 * commerce feature's list, composed by the app (features do not import each other).
 */
export function SignInPanel({ orders, phoneSystems }: { orders?: ReactNode; phoneSystems?: ReactNode }) {
  const t = useTranslations('auth');
  const { kit, failed, retry } = useAuthKit();
  const status = useAppStore((s) => s.authStatus);
  const user = useAppStore((s) => s.user);
  const reason = useAppStore((s) => s.signOutReason);
  // Signing in, up or out swaps the content under the focused button, and focus would fall to
  // <body>: the new view takes it (its heading, or the email field) and the change is announced.
  // Only a change seen here counts; a session that resolves as the panel opens takes nothing.
  const [arrived, setArrived] = useState<'account' | 'forms' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [seenStatus, setSeenStatus] = useState(status);
  if (seenStatus !== status) {
    // Adjusting state while rendering (React's pattern for "react to a change of a value").
    setSeenStatus(status);
    if (seenStatus === 'signed-out' && status === 'signed-in') setArrived('account');
    if (seenStatus === 'signed-in' && status === 'signed-out') {
      setArrived('forms');
      // A forced sign-out explains itself in the notice above; a chosen one is said here.
      if (!reason) setAnnouncement(t('signOutReasons.sessionEnded'));
    }
  }
  let body: ReactNode;
  if (failed && !kit) {
    body = (
      <div className="flex flex-col items-start gap-3" role="alert">
        <p className="text-ink-soft">{t('loadFailed')}</p>
        <button type="button" className="btn-secondary" onClick={retry}>
          <RotateCw aria-hidden className="size-4" />
          {t('retry')}
        </button>
      </div>
    );
  } else if (status === 'signed-in' && user) {
    body = (
      <AccountView
        kit={kit}
        user={user}
        orders={orders}
        phoneSystems={phoneSystems}
        focusHeading={arrived === 'account'}
      />
    );
  } else if (!kit) {
    body = <Skeleton />;
  } else {
    body = <AuthForms kit={kit} focusEmail={arrived === 'forms'} />;
  }
  return (
    <div data-testid="sign-in-panel" data-auth-status={status}>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <SignOutNotice />
      {body}
    </div>
  );
}
