'use client';

import { MailCheck } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { sendReset, setLanguage } from './sdk/actions';
import type { AuthKit } from './sdk/kit';
import { TextField } from './fields';
import { FormError } from './form-error';
import { useAuthAction } from './use-auth-action';

export function ResetForm({
  kit,
  email,
  onEmail,
  onBack,
}: {
  kit: AuthKit | null;
  email: string;
  onEmail: (v: string) => void;
  onBack: () => void;
}) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { run, pending, errorKey } = useAuthAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!kit) return;
    setLanguage(kit, locale);
    const done = await run(async () => {
      await sendReset(kit, email);
      return true;
    });
    if (done) setSentTo(email.trim());
  };
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="text-base font-semibold">{t('resetTitle')}</h3>
        <p className="mt-1 text-ink-soft">{t('resetIntro')}</p>
      </div>
      {sentTo ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-control bg-success/10 px-3 py-2 text-sm text-ink"
          data-testid="reset-sent"
        >
          <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          <span>{t('resetSent', { email: sentTo })}</span>
        </p>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)}>
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={onEmail}
          />
          <FormError errorKey={errorKey} />
          <button
            type="submit"
            className="btn-primary w-full justify-center"
            disabled={!kit || pending || !email}
            aria-busy={pending}
          >
            {t('resetSubmit')}
          </button>
        </form>
      )}
      <button
        type="button"
        className="self-start text-sm font-medium text-accent-strong underline-offset-4 hover:underline"
        onClick={onBack}
      >
        {t('backToSignIn')}
      </button>
    </div>
  );
}
