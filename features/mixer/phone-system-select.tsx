'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { phoneSystemPresets, presetForPhoneSystem, presets } from '@/lib/audio/presets';
import type { GreetingSpec } from '@/lib/greeting/spec';
import {
  phoneSystems,
  useCaseDefaults,
  type PhoneSystem,
  type PresetId,
} from '@/lib/greeting/spec-values';
import { useAppStore } from '@/stores/store-provider';

/** "MP3" or "WAV": the short name the "not sure" choice carries, beside the full format below it. */
const shortFormat = (id: PresetId) => presets[id].container.toUpperCase();

/** "Which phone system?" — picks the export preset and says where to upload the file. */
export function PhoneSystemSelect() {
  const t = useTranslations('mixer');
  const id = useId();
  const hintId = useId();
  const system = useAppStore((s) => s.spec.phoneSystem);
  const preset = useAppStore((s) => s.spec.preset);
  const locale = useAppStore((s) => s.spec.locale);
  const useCase = useAppStore((s) => s.spec.useCase);
  const patchSpec = useAppStore((s) => s.patchSpec);

  // Without a phone system the use case's own default applies (an IVR prompt is a WAV at 8 kHz),
  // so "not sure" names the format the file line below it shows.
  const fallback = useCaseDefaults[useCase].preset;
  const choose = (value: string) => {
    const next = (phoneSystems as readonly string[]).includes(value) ? (value as PhoneSystem) : null;
    const patch: Partial<GreetingSpec> = next
      ? { phoneSystem: next, preset: presetForPhoneSystem(next, locale) }
      : { phoneSystem: null, preset: fallback };
    patchSpec(patch);
  };

  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('phoneSystem')}
      </label>
      <select
        id={id}
        value={system ?? ''}
        onChange={(e) => choose(e.currentTarget.value)}
        aria-describedby={hintId}
        data-testid="phone-system"
        className="mt-1 block w-full rounded-control border border-line bg-paper px-3 py-2 text-sm text-ink"
      >
        <option value="">{t('phoneSystemNone', { format: shortFormat(system ? fallback : preset) })}</option>
        {phoneSystems.map((s) => (
          <option key={s} value={s}>
            {t(`systems.${s}`)}
          </option>
        ))}
      </select>
      <div id={hintId} className="mt-1.5 space-y-0.5 text-xs text-ink-soft" aria-live="polite">
        <p className="font-medium text-ink-muted" data-testid="export-format">
          {t('fileFormat', { format: t(`presets.${preset}`) })}
        </p>
        {system ? <p data-testid="export-hint">{t(phoneSystemPresets[system].hintKey)}</p> : null}
      </div>
    </div>
  );
}
