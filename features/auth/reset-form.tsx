'use client';

import { MailCheck } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { resetRequest } from './api/reset';
import { AuthFormShell, EmailField } from './form-shell';
import { useAuthAction } from './use-auth-action';
import { useBotCheck } from './use-bot-check';

/** Asks the server for the reset email; the answer is the same whether or not the account exists. */
export function ResetForm({
  email,
  onEmail,
  onBack,
}: {
  email: string;
  onEmail: (v: string) => void;
  onBack: () => void;
}) {
  const t = useTranslations('auth');
  const locale = useLocale() as Locale;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { run, pending, error, setError } = useAuthAction();
  const botCheck = useBotCheck('reset');
  const submit = async () => {
    const done = await run(async () => {
      await resetRequest({ email, locale, botToken: botCheck.token ?? undefined });
      return true;
    });
    botCheck.renew();
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
        <AuthFormShell
          testId="reset-form"
          onSubmit={() => void submit()}
          ready={Boolean(email) && botCheck.ready}
          pending={pending}
          error={error}
          submitLabel={t('resetSubmit')}
          onEdit={() => setError(null)}
          botCheck={botCheck.widget}
        >
          <EmailField value={email} onChange={onEmail} />
        </AuthFormShell>
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
