'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useAppStore } from '@/stores/store-provider';
import { setLanguage } from './sdk/actions';
import type { AuthKit } from './sdk/kit';
import { GoogleButton } from './google-button';
import { ResetForm } from './reset-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Mode = 'sign-in' | 'sign-up' | 'reset';

/**
 * Signed-out content: Google, then email and password (sign in, create account, reset).
 * `focusEmail` after signing out, so focus does not fall to the page behind the panel.
 */
export function AuthForms({ kit, focusEmail = false }: { kit: AuthKit | null; focusEmail?: boolean }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const [mode, setMode] = useState<Mode>('sign-in');
  // One email across the three forms, so switching never makes the visitor type it twice; it
  // outlives the panel closing too.
  const email = useAppStore((s) => s.signInEmailDraft);
  const setEmail = useAppStore((s) => s.setSignInEmailDraft);
  // Google's error belongs to the attempt before: switching form or typing clears it.
  const [edits, setEdits] = useState(0);
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (kit) setLanguage(kit, locale);
  }, [kit, locale]);
  useEffect(() => {
    if (focusEmail) emailRef.current?.focus();
  }, [focusEmail]);

  if (mode === 'reset')
    return <ResetForm email={email} onEmail={setEmail} onBack={() => setMode('sign-in')} />;
  const signUp = mode === 'sign-up';
  return (
    <div className="flex flex-col gap-5" onChange={() => setEdits((n) => n + 1)}>
      <div>
        <h3 className="text-xl font-semibold tracking-tight">
          {signUp ? t('signUpTitle') : t('signInTitle')}
        </h3>
        <p className="mt-1 text-ink-soft">{t('intro')}</p>
      </div>
      <GoogleButton kit={kit} dismissKey={`${mode}:${edits}`} />
      <div className="flex items-center gap-3 text-sm text-ink-muted" aria-hidden>
        <span className="h-px flex-1 bg-line" />
        {t('or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      {signUp ? (
        <SignUpForm kit={kit} email={email} onEmail={setEmail} />
      ) : (
        <SignInForm
          kit={kit}
          email={email}
          onEmail={setEmail}
          onForgot={() => setMode('reset')}
          emailRef={emailRef}
        />
      )}
      <p className="border-t border-line pt-4 text-sm text-ink-soft">
        {signUp ? t('haveAccount') : t('noAccount')}{' '}
        <button
          type="button"
          className="font-semibold text-accent-strong underline-offset-4 hover:underline"
          onClick={() => setMode(signUp ? 'sign-in' : 'sign-up')}
          data-testid="auth-mode-switch"
        >
          {signUp ? t('signInInstead') : t('createAccount')}
        </button>
      </p>
    </div>
  );
}
