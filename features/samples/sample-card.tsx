'use client';

import { ArrowRight, Loader2, Play, Square } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { PlaybackState } from './use-single-audio';

export interface SampleCardData {
  id: string;
  voiceName: string;
  genderLabel: string;
  styleLabel: string;
  useCaseLabel: string;
  text: string;
  audioUrl: string;
  studioHref: string;
  /** Language of the script, for screen readers reading it aloud. */
  lang: string;
}

export function SampleCard({
  sample,
  playback,
  onToggle,
}: {
  sample: SampleCardData;
  playback: PlaybackState;
  onToggle: (id: string, url: string) => void;
}) {
  const t = useTranslations('samples');
  const names = { voice: sample.voiceName, useCase: sample.useCaseLabel };
  const mine = playback?.id === sample.id ? playback.status : null;
  const active = mine === 'playing' || mine === 'loading';
  const headingId = `sample-${sample.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="sample-card"
      data-sample-id={sample.id}
      className={[
        'flex flex-col rounded-card border bg-paper p-5 shadow-[var(--shadow-card)] transition-colors duration-200',
        active ? 'border-accent' : 'border-line',
      ].join(' ')}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-semibold text-ink">
            {sample.voiceName}
          </h3>
          <p className="text-sm text-ink-muted">
            {sample.genderLabel} · {sample.styleLabel}
          </p>
        </div>
        <button
          type="button"
          onClick={() => onToggle(sample.id, sample.audioUrl)}
          aria-pressed={active}
          aria-label={active ? t('stop', names) : t('play', names)}
          className="btn-secondary shrink-0"
        >
          {mine === 'loading' ? (
            <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          ) : active ? (
            <Square aria-hidden className="size-4" />
          ) : (
            <Play aria-hidden className="size-4" />
          )}
          <span>{active ? t('stopShort') : t('playShort')}</span>
        </button>
      </div>
      <p
        lang={sample.lang}
        className="mt-3 flex-1 border-l-2 border-accent/40 pl-4 text-[0.95rem] leading-relaxed text-ink-soft"
      >
        {sample.text}
      </p>
      <p aria-live="polite" className="min-h-0 text-sm">
        {mine === 'loading' ? <span className="mt-2 block text-ink-muted">{t('loading')}</span> : null}
        {mine === 'error' ? (
          <span role="alert" className="mt-2 block text-danger">
            {t('error')}
          </span>
        ) : null}
      </p>
      <a
        href={sample.studioHref}
        className="mt-4 inline-flex items-center gap-1.5 self-start text-[0.95rem] font-medium text-accent-strong underline-offset-2 hover:underline"
      >
        {t('useInStudio')}
        <span className="sr-only">
          : {sample.voiceName}, {sample.useCaseLabel}
        </span>
        <ArrowRight aria-hidden className="size-4" />
      </a>
    </article>
  );
}
