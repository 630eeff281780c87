'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { signUpRequest } from './api/sign-up';
import { passwordChecks } from './baseline-password';
import { completeSignUp } from './sdk/actions';
import type { AuthKit } from './sdk/kit';
import { PasswordField, TextField } from './fields';
import { AuthFormShell, EmailField } from './form-shell';
import { PolicyHints } from './policy-hints';
import { useAuthAction } from './use-auth-action';
import { useBotCheck } from './use-bot-check';
import { usePasswordPolicy } from './use-password-policy';

/** The server creates the account (rate limit, bot check, policy); then the browser signs in. */
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
  const locale = useLocale() as Locale;
  const hintsId = useId();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { policy, refresh } = usePasswordPolicy(kit);
  const checks = passwordChecks(policy, password);
  const meets = checks.every((c) => c.met);
  const { run, pending, error, setError } = useAuthAction();
  const botCheck = useBotCheck('sign_up');
  // The account that already exists when signing in failed afterwards (say, the network dropped):
  // trying again only signs in, instead of being told the email is taken.
  const created = useRef<{ email: string; password: string } | null>(null);

  const submit = async (signIn: AuthKit) => {
    let justCreated = false;
    await run(
      async () => {
        const done = created.current;
        if (done?.email !== email.trim() || done.password !== password) {
          await signUpRequest({
            email,
            password,
            displayName: name,
            locale,
            botToken: botCheck.token ?? undefined,
          });
          created.current = { email: email.trim(), password };
          justCreated = true;
        }
        await completeSignUp(signIn, email, password);
      },
      (code) => {
        if (code === 'password-does-not-meet-requirements') refresh();
        // The server answers a taken address like a new one and mails its owner; signing in with
        // the password just typed then fails. Say what happened instead of "wrong password".
        if (justCreated && code === 'invalid-credential') {
          created.current = null;
          setError({ key: 'signUpExisting' });
        }
      },
    );
    botCheck.renew();
  };

  return (
    <AuthFormShell
      testId="sign-up-form"
      onSubmit={() => kit && void submit(kit)}
      ready={Boolean(kit && email && meets && botCheck.ready)}
      pending={pending}
      error={error}
      submitLabel={t('signUp')}
      pendingLabel={t('signingUp')}
      onEdit={() => setError(null)}
      botCheck={botCheck.widget}
      footer={<p className="text-xs text-ink-muted">{t('verifyNote')}</p>}
    >
      <TextField
        label={t('name')}
        hint={t('nameHint')}
        autoComplete="name"
        maxLength={120}
        value={name}
        onChange={setName}
      />
      <EmailField value={email} onChange={onEmail} />
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
    </AuthFormShell>
  );
}
