'use client';

import { Loader2, Play, Square, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { VoiceListItem } from '@/lib/tts/voice-list';

/** One voice: a radio (the whole card selects) and a sample button beside it. */
export function VoiceCard({
  voice,
  name,
  checked,
  onSelect,
  sample,
  onSample,
  tier,
  tierHint,
  gender,
  accent,
  surcharge,
}: {
  voice: VoiceListItem;
  name: string;
  checked: boolean;
  onSelect: () => void;
  sample: 'loading' | 'playing' | 'error' | null;
  onSample: () => void;
  /** The voice's tier in a buyer's words ("Clear"), and a sentence saying what it means. */
  tier: string;
  tierHint: string;
  gender: string;
  /** Which English it speaks, short ("UK") and in words ("British English"), where the language has several. */
  accent?: { short: string; name: string };
  /** The voice's price surcharge as text ("€3.00"), for voices that carry one. */
  surcharge?: string;
}) {
  const t = useTranslations('studio');
  const Icon =
    sample === 'loading'
      ? Loader2
      : sample === 'playing'
        ? Square
        : sample === 'error'
          ? TriangleAlert
          : Play;
  return (
    <div
      className={`flex flex-wrap items-center gap-x-1 rounded-control border bg-paper py-1.5 pr-1 pl-3 transition-colors duration-150 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${checked ? 'border-accent bg-accent-soft' : 'border-line hover:border-ink-muted'}`}
    >
      <label className="flex min-w-0 flex-1 cursor-pointer items-center" title={tierHint}>
        <input
          type="radio"
          name={name}
          value={voice.id}
          checked={checked}
          onChange={onSelect}
          className="sr-only"
          data-testid={`voice-${voice.id}`}
        />
        {/* A container: in a narrow card gender and tier take a line each, instead of wrapping
            after the "·" (German and Greek tier words are long). */}
        <span className="@container min-w-0 flex-1">
          <span className="block truncate font-semibold leading-tight">
            {voice.name}
            {accent ? (
              <span data-testid={`voice-accent-${voice.id}`}>
                {' '}
                <span
                  aria-hidden
                  className="rounded-sm bg-line/60 px-1 align-[0.1em] text-[0.7rem] font-medium text-ink-soft"
                >
                  {accent.short}
                </span>
                <span className="sr-only">({accent.name})</span>
              </span>
            ) : null}
          </span>
          <span className="block text-xs leading-tight text-ink-soft">
            <span className="block @min-[9.5rem]:inline">{gender}</span>
            <span className="hidden @min-[9.5rem]:inline"> · </span>
            <span data-testid={`voice-tier-${voice.id}`}>{tier}</span>
            <span className="sr-only"> — {tierHint}</span>
            {surcharge ? <span data-testid={`voice-surcharge-${voice.id}`}> · +{surcharge}</span> : null}
          </span>
        </span>
      </label>
      <button
        type="button"
        onClick={onSample}
        aria-label={
          sample === 'playing' ? t('stopSample', { name: voice.name }) : t('playSample', { name: voice.name })
        }
        aria-pressed={sample === 'playing'}
        className={`grid size-9 shrink-0 place-items-center rounded-full transition-colors duration-150 hover:bg-accent-soft ${sample === 'error' ? 'text-danger' : 'text-accent'}`}
        data-testid={`sample-${voice.id}`}
      >
        <Icon
          aria-hidden
          className={`size-4 ${sample === 'loading' ? 'animate-spin motion-reduce:animate-none' : ''}`}
        />
      </button>
      {/* Seen under the card in the error colour; heard as the full sentence naming the voice. */}
      {sample === 'error' ? (
        <p
          role="alert"
          className="basis-full pr-2 pb-0.5 text-xs leading-tight text-danger"
          data-testid={`sample-error-${voice.id}`}
        >
          <span aria-hidden>{t('sampleFailed')}</span>
          <span className="sr-only">{t('sampleError', { name: voice.name })}</span>
        </p>
      ) : null}
    </div>
  );
}
