'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
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
}: {
  kit: AuthKit | null;
  email: string;
  onEmail: (v: string) => void;
  onForgot: () => void;
}) {
  const t = useTranslations('auth');
  const [password, setPassword] = useState('');
  const { run, pending, error } = useAuthAction();
  return (
    <AuthFormShell
      testId="sign-in-form"
      onSubmit={() => kit && void run(() => signInWithEmail(kit, email, password))}
      ready={Boolean(kit && email && password)}
      pending={pending}
      error={error}
      submitLabel={t('signIn')}
      pendingLabel={t('signingIn')}
    >
      <EmailField value={email} onChange={onEmail} />
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
