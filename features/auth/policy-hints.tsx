'use client';

import { Check, Circle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { RequirementCheck } from '@/lib/auth/password-policy';
import type { BaselineCheck } from './baseline-password';

/** The password requirements, ticked off live while typing. */
export function PolicyHints({ id, checks }: { id: string; checks: (RequirementCheck | BaselineCheck)[] }) {
  const t = useTranslations('auth');
  return (
    <div id={id} className="mt-2 rounded-control bg-canvas px-3 py-2" data-testid="password-policy">
      <p className="text-sm font-medium text-ink-soft">{t('policyTitle')}</p>
      <ul className="mt-1 space-y-0.5 text-sm">
        {checks.map((c) => (
          <li
            key={c.id}
            className={`flex items-center gap-2 ${c.met ? 'text-success' : 'text-ink-muted'}`}
            data-met={c.met}
          >
            {c.met ? (
              <Check aria-hidden className="size-4" />
            ) : (
              <Circle aria-hidden className="size-3.5 mx-[1px]" />
            )}
            <span>{t(`policy.${c.id}`, { count: 'value' in c ? (c.value ?? 0) : 0 })}</span>
            <span className="sr-only">{c.met ? t('requirementMet') : t('requirementUnmet')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
