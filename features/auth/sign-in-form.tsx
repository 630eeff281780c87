'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { signInWithEmail } from './sdk/actions';
import type { AuthKit } from './sdk/kit';
import { PasswordField, TextField } from './fields';
import { FormError } from './form-error';
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
  const { run, pending, errorKey } = useAuthAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kit) void run(() => signInWithEmail(kit, email, password));
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate={false} data-testid="sign-in-form">
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={onEmail}
      />
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
      <FormError errorKey={errorKey} />
      <button
        type="submit"
        className="btn-primary w-full justify-center"
        disabled={!kit || pending || !email || !password}
        aria-busy={pending}
      >
        {pending ? t('signingIn') : t('signIn')}
      </button>
    </form>
  );
}
