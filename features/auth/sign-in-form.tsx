'use client';

import { useTranslations } from 'next-intl';
import { useState, type Ref } from 'react';
import { signInWithEmail } from './sdk/actions';
import type { AuthKit } from './sdk/kit';
import { PasswordField } from './fields';
import { AuthFormShell, EmailField } from './form-shell';
import { useAuthAction } from './use-auth-action';

export function SignInForm({
  kit,
  email,
  onEmail,
  onForgot,
  emailRef,
}: {
  kit: AuthKit | null;
  email: string;
  onEmail: (v: string) => void;
  onForgot: () => void;
  emailRef?: Ref<HTMLInputElement>;
}) {
  const t = useTranslations('auth');
  const [password, setPassword] = useState('');
  const { run, pending, error, setError } = useAuthAction();
  return (
    <AuthFormShell
      testId="sign-in-form"
      onSubmit={() => kit && void run(() => signInWithEmail(kit, email, password))}
      ready={Boolean(kit && email && password)}
      pending={pending}
      error={error}
      submitLabel={t('signIn')}
      pendingLabel={t('signingIn')}
      onEdit={() => setError(null)}
    >
      <EmailField value={email} onChange={onEmail} inputRef={emailRef} />
      <div>
        <PasswordField
          label={t('password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        <button
          type="button"
          className="mt-1 text-sm font-medium text-accent-strong underline-offset-4 hover:underline"
          onClick={onForgot}
        >
          {t('forgot')}
        </button>
      </div>
    </AuthFormShell>
  );
}
