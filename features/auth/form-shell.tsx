'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode, Ref } from 'react';
import type { ErrorMessage } from '@/lib/auth/route-errors';
import { TextField } from './fields';
import { FormError } from './form-error';

type AuthFormShellProps = {
  onSubmit: () => void;
  /** Whether the fields are complete (submit stays disabled until they are, and while pending). */
  ready: boolean;
  pending: boolean;
  error: ErrorMessage | null;
  submitLabel: string;
  /** Shown on the button while the request runs; the idle label when left out. */
  pendingLabel?: string;
  /** The bot-check widget, between the fields and the error (renders nothing when off). */
  botCheck?: ReactNode;
  footer?: ReactNode;
  testId?: string;
  /** Any edit of a field: the form clears its error, which spoke of the values before. */
  onEdit?: () => void;
  children: ReactNode;
};

/** What every email form of the panel shares: fields, bot check, error, one primary submit. */
export function AuthFormShell({
  onSubmit,
  ready,
  pending,
  error,
  submitLabel,
  pendingLabel,
  botCheck,
  footer,
  testId,
  onEdit,
  children,
}: AuthFormShellProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !pending) onSubmit();
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} onChange={onEdit} data-testid={testId}>
      {children}
      {botCheck}
      <FormError error={error} />
      <button
        type="submit"
        className="btn-primary w-full justify-center"
        disabled={!ready || pending}
        aria-busy={pending}
      >
        {pending && pendingLabel ? pendingLabel : submitLabel}
      </button>
      {footer}
    </form>
  );
}

/** The account's email, shared by the three forms (the value lives in AuthForms). */
export function EmailField({
  value,
  onChange,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useTranslations('auth');
  return (
    <TextField
      ref={inputRef}
      label={t('email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      onChange={onChange}
    />
  );
}
