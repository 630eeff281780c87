'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { SampleCard, type SampleCardData } from './sample-card';
import { useSingleAudio } from './use-single-audio';

export interface GallerySample extends SampleCardData {
  language: string;
  useCase: string;
}

const all = 'all';

/** The samples, filterable by language and use case; one sample plays at a time. */
export function SamplesGallery({
  samples,
  languages,
  useCases,
  initialLanguage,
}: {
  samples: GallerySample[];
  languages: { id: string; label: string }[];
  useCases: { id: string; label: string }[];
  initialLanguage: string;
}) {
  const t = useTranslations('samples');
  const [language, setLanguage] = useState(initialLanguage);
  const [useCase, setUseCase] = useState(all);
  const { state, toggle, stop } = useSingleAudio();

  const groups = useMemo(
    () =>
      useCases
        .filter((u) => useCase === all || u.id === useCase)
        .map((u) => ({ ...u, items: samples.filter((s) => s.language === language && s.useCase === u.id) }))
        .filter((g) => g.items.length > 0),
    [samples, useCases, language, useCase],
  );
  const total = groups.reduce((sum, g) => sum + g.items.length, 0);
  const selectClass =
    'mt-1 block w-full rounded-control border border-line bg-paper px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-accent sm:w-64';

  return (
    <div>
      <form
        role="search"
        aria-label={t('filters')}
        onSubmit={(e) => e.preventDefault()}
        className="flex flex-col gap-4 rounded-card border border-line bg-paper p-4 sm:flex-row sm:items-end"
      >
        <label className="text-sm font-medium text-ink">
          {t('language')}
          <select
            className={selectClass}
            value={language}
            onChange={(e) => {
              stop();
              setLanguage(e.target.value);
            }}
          >
            {languages.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-ink">
          {t('useCase')}
          <select className={selectClass} value={useCase} onChange={(e) => setUseCase(e.target.value)}>
            <option value={all}>{t('allUseCases')}</option>
            {useCases.map((u) => (
              <option key={u.id} value={u.id}>
                {u.label}
              </option>
            ))}
          </select>
        </label>
        <p
          aria-live="polite"
          className="text-sm text-ink-muted sm:ml-auto sm:pb-2"
          data-testid="sample-count"
        >
          {t('count', { count: total })}
        </p>
      </form>

      {groups.length === 0 ? (
        <p className="mt-10 text-ink-soft">{t('empty')}</p>
      ) : (
        groups.map((group) => (
          <section key={group.id} aria-labelledby={`group-${group.id}`} className="mt-10">
            <h2 id={`group-${group.id}`} className="text-xl font-semibold tracking-tight text-ink">
              {group.label}
            </h2>
            <div className="mt-4 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
              {group.items.map((sample) => (
                <SampleCard key={sample.id} sample={sample} playback={state} onToggle={toggle} />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
