'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAppStoreApi } from '@/stores/store-provider';
import { deleteAccountRequest } from './api/delete-account';
import { reauthenticate, signOut, usesPassword } from './sdk/actions';
import type { AuthKit } from './sdk/kit';
import { PasswordField } from './fields';
import { FormError } from './form-error';
import { useAuthAction } from './use-auth-action';

/** Delete the account after an explicit confirmation; signs in again first when the provider asks. */
export function DeleteAccount({ kit }: { kit: AuthKit }) {
  const t = useTranslations('account');
  const store = useAppStoreApi();
  const [step, setStep] = useState<'idle' | 'confirm' | 'reauth'>('idle');
  const [password, setPassword] = useState('');
  const { run, pending, error, setError } = useAuthAction();
  const needsReauth = error?.key === 'requiresRecentLogin';
  const user = kit.auth.currentUser;
  const withPassword = user ? usesPassword(user) : false;

  const remove = async () => {
    const current = kit.auth.currentUser;
    if (!current) return;
    await deleteAccountRequest(await current.getIdToken(true));
    store.getState().setSignedOut('accountDeleted');
    await signOut(kit);
  };

  const confirm = () =>
    void run(
      async () => {
        if (step === 'reauth') {
          await reauthenticate(kit, withPassword ? password : null);
          setError(null);
        }
        await remove();
      },
      (code) => {
        if (code === 'requires-recent-login') setStep('reauth');
      },
    );

  if (step === 'idle') {
    return (
      <button
        type="button"
        className="self-start py-1 text-sm font-medium text-danger underline-offset-4 hover:underline"
        onClick={() => setStep('confirm')}
      >
        {t('deleteAccount')}
      </button>
    );
  }
  return (
    <div
      className="flex flex-col gap-3 rounded-card border border-danger/40 bg-danger/5 p-4"
      role="group"
      aria-label={t('deleteAccount')}
    >
      <p className="font-semibold text-ink">{t('deleteConfirmTitle')}</p>
      <p className="text-sm text-ink-soft">{t('deleteExplain')}</p>
      {step === 'reauth' ? (
        withPassword ? (
          <PasswordField
            label={t('reauthPassword')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
        ) : (
          <p className="text-sm text-ink-soft">{t('reauthGoogle')}</p>
        )
      ) : null}
      <FormError error={needsReauth && step === 'reauth' ? null : error} />
      {step === 'reauth' && needsReauth ? <p className="text-sm text-ink-soft">{t('reauthNeeded')}</p> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary bg-danger hover:bg-danger"
          disabled={pending || (step === 'reauth' && withPassword && !password)}
          aria-busy={pending}
          onClick={confirm}
        >
          {pending ? t('deleting') : t('deleteConfirm')}
        </button>
        <button type="button" className="btn-secondary" disabled={pending} onClick={() => setStep('idle')}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
