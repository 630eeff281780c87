'use client';

import {
  Building2,
  CalendarOff,
  CalendarRange,
  Grid3x3,
  Hourglass,
  MoonStar,
  Plane,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useCases, type UseCase } from '@/lib/greeting/spec-values';
import { focusWithoutChoosing } from './radio-keys';

const icons: Record<UseCase, LucideIcon> = {
  'business-voicemail': Building2,
  'personal-voicemail': UserRound,
  'out-of-office': Plane,
  'extended-absence': CalendarRange,
  'out-of-hours': MoonStar,
  holiday: CalendarOff,
  'on-hold': Hourglass,
  ivr: Grid3x3,
};

/**
 * Radio cards: native radios give arrow-key navigation and one tab stop for free. With
 * `confirmFirst` (the choice would ask before replacing the text) arrows only move focus.
 */
export function UseCasePicker({
  value,
  onChange,
  confirmFirst = false,
}: {
  value: UseCase;
  onChange: (useCase: UseCase) => void;
  confirmFirst?: boolean;
}) {
  const t = useTranslations('studio');
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink-soft">{t('useCaseLegend')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-1 lg:gap-1.5">
        {useCases.map((useCase) => {
          const Icon = icons[useCase];
          return (
            <label
              key={useCase}
              className="flex min-h-11 lg:min-h-10 cursor-pointer items-center gap-2 rounded-control border border-line bg-paper px-3 py-2 text-sm font-medium transition-colors duration-150 hover:border-ink-muted has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:text-accent-strong has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
            >
              <input
                type="radio"
                name={name}
                value={useCase}
                checked={value === useCase}
                onChange={() => onChange(useCase)}
                onKeyDown={confirmFirst ? (e) => focusWithoutChoosing(e, () => onChange(useCase)) : undefined}
                className="sr-only"
                data-testid={`use-case-${useCase}`}
              />
              <Icon aria-hidden className="size-4 shrink-0" />
              <span className="leading-tight">{t(`useCases.${useCase}`)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
