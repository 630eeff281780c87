'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { checkPassword } from '../../lib/auth/password-policy';
import { signUpWithEmail } from './sdk/actions';
import type { AuthKit } from './sdk/kit';
import { PasswordField, TextField } from './fields';
import { FormError } from './form-error';
import { PolicyHints } from './policy-hints';
import { useAuthAction } from './use-auth-action';
import { usePasswordPolicy } from './use-password-policy';

export function SignUpForm({
  kit,
  email,
  onEmail,
}: {
  kit: AuthKit | null;
  email: string;
  onEmail: (v: string) => void;
}) {
  const t = useTranslations('auth');
  const hintsId = useId();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { policy, refresh } = usePasswordPolicy(kit);
  const checks = checkPassword(policy, password);
  const meets = checks.every((c) => c.met);
  const { run, pending, errorKey } = useAuthAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!kit || !meets) return;
    void run(
      () => signUpWithEmail(kit, email, password, name),
      (code) => code === 'password-does-not-meet-requirements' && refresh(),
    );
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} data-testid="sign-up-form">
      <TextField
        label={t('name')}
        hint={t('nameHint')}
        autoComplete="name"
        maxLength={120}
        value={name}
        onChange={setName}
      />
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
          autoComplete="new-password"
          required
          value={password}
          onChange={setPassword}
          describedBy={hintsId}
        />
        <PolicyHints id={hintsId} checks={checks} />
      </div>
      <FormError errorKey={errorKey} />
      <button
        type="submit"
        className="btn-primary w-full justify-center"
        disabled={!kit || pending || !email || !meets}
        aria-busy={pending}
      >
        {pending ? t('signingUp') : t('signUp')}
      </button>
      <p className="text-xs text-ink-muted">{t('verifyNote')}</p>
    </form>
  );
}
