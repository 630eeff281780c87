'use client';

import { CircleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ErrorMessage } from '@/lib/auth/route-errors';
import { errorMessageKey } from './message-keys';

/** The localized message for an auth error (never a raw provider code). */
export function FormError({ error, id }: { error: ErrorMessage | null; id?: string }) {
  const t = useTranslations('auth.errors');
  if (!error) return null;
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-2 rounded-control bg-danger/10 px-3 py-2 text-sm text-danger"
      data-testid="auth-error"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {/* Only rateLimited takes a value (seconds); the typed t asks for one across the key union. */}
      <span>{t(errorMessageKey(error.key), error.values ?? { seconds: 0 })}</span>
    </p>
  );
}
