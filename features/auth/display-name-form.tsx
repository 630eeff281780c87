'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { updateDisplayName } from './sdk/actions';
import type { AuthKit } from './sdk/kit';
import { TextField } from './fields';
import { FormError } from './form-error';
import { useAuthAction } from './use-auth-action';

export function DisplayNameForm({ kit, current }: { kit: AuthKit; current: string }) {
  const t = useTranslations('account');
  const [name, setName] = useState(current);
  const [saved, setSaved] = useState(false);
  const { run, pending, error } = useAuthAction();
  const changed = name.trim() !== current && name.trim().length > 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const done = await run(async () => {
      await updateDisplayName(kit, name);
      return true;
    });
    if (done) setSaved(true);
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={(e) => void submit(e)}>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={t('displayName')}
            autoComplete="name"
            maxLength={120}
            value={name}
            onChange={(v) => (setName(v), setSaved(false))}
          />
        </div>
        <button type="submit" className="btn-secondary" disabled={!changed || pending} aria-busy={pending}>
          {t('save')}
        </button>
      </div>
      {saved ? (
        <p role="status" className="text-sm text-success">
          {t('saved')}
        </p>
      ) : null}
      <FormError error={error} />
    </form>
  );
}
