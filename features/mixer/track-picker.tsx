'use client';

import { Check, Loader2, Play, Square, Volume2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ensurePlayer, formatTime, useControllerSnapshot, usePlayerController } from '@/components/player';
import type { Locale } from '@/lib/i18n/locales';
import { musicCategories, tracks, tracksInCategory, getTrack, type MusicCategory } from '@/lib/music/catalog';
import { categoryName, trackTitle } from '@/lib/music/titles';
import { useAppStoreApi } from '@/stores/store-provider';
import { pickerMarks } from './track-picker-marks';

/** Tracks in tabs by category; each track is a radio option with its own short preview button. */
export function TrackPicker({
  value,
  onChange,
  disabled,
}: {
  value: string | null;
  onChange: (trackId: string) => void;
  disabled: boolean;
}) {
  const t = useTranslations('mixer');
  const locale = useLocale() as Locale;
  const store = useAppStoreApi();
  const controller = usePlayerController();
  const preview = useControllerSnapshot(controller).trackPreview;
  const baseId = useId();
  const categories = musicCategories.filter((c) => tracksInCategory(c).length > 0);
  const [active, setActive] = useState<MusicCategory>(
    () => (value ? getTrack(value)?.category : undefined) ?? categories[0] ?? 'corporate',
  );
  const tabRefs = useRef<Partial<Record<MusicCategory, HTMLButtonElement | null>>>({});

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = categories.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? categories[(index + 1) % categories.length]
        : event.key === 'ArrowLeft'
          ? categories[(index - 1 + categories.length) % categories.length]
          : event.key === 'Home'
            ? categories[0]
            : event.key === 'End'
              ? categories[categories.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  const togglePreview = (trackId: string) => {
    void ensurePlayer(store)
      .then((c) => c.previewTrack(trackId))
      .catch(() => {});
  };

  const panelId = `${baseId}-panel`;
  const activeName = categoryName(active, locale);
  const marks = pickerMarks(active, value, preview?.trackId ?? null);
  return (
    <div className={disabled ? 'opacity-60' : undefined} data-testid="track-picker">
      <div role="tablist" aria-label={t('categories')} className="flex flex-wrap gap-1.5">
        {categories.map((c) => (
          <button
            key={c}
            ref={(el) => {
              tabRefs.current[c] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${c}`}
            aria-selected={c === active}
            aria-controls={panelId}
            tabIndex={c === active ? 0 : -1}
            onClick={() => setActive(c)}
            onKeyDown={onTabKey}
            data-testid={`music-tab-${c}`}
            className={`shrink-0 rounded-full px-3 py-1 text-sm transition-colors duration-150 ${
              c === active
                ? 'bg-accent text-paper'
                : 'bg-canvas text-ink-soft hover:bg-accent-soft hover:text-ink'
            }`}
          >
            {categoryName(c, locale)}
            {marks.selectedCategory === c ? (
              <span data-testid={`music-tab-selected-${c}`}>
                <Check aria-hidden className="-mr-0.5 ml-1 inline size-3.5 align-[-2px]" />
                <span className="sr-only"> {t('tabSelected')}</span>
              </span>
            ) : null}
            {marks.playingCategory === c ? (
              <span data-testid={`music-tab-playing-${c}`}>
                <Volume2 aria-hidden className="-mr-0.5 ml-1 inline size-3.5 align-[-2px]" />
                <span className="sr-only"> {t('tabPlaying')}</span>
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {marks.selectedElsewhere ? (
        <p
          className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-ink-soft"
          data-testid="track-selected-elsewhere"
        >
          <Check aria-hidden className="size-4 shrink-0 text-accent" />
          <span>
            {t('selectedTrack', {
              title: trackTitle(marks.selectedElsewhere.trackId, locale),
              category: categoryName(marks.selectedElsewhere.category, locale),
            })}
          </span>
          <button
            type="button"
            className="text-accent underline underline-offset-2 hover:no-underline"
            onClick={() => marks.selectedElsewhere && setActive(marks.selectedElsewhere.category)}
            data-testid="track-show-selected"
          >
            {t('showTrack')}
          </button>
        </p>
      ) : null}
      {marks.playingElsewhere ? (
        <p
          className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-ink-soft"
          data-testid="track-playing-elsewhere"
        >
          <Volume2 aria-hidden className="size-4 shrink-0 text-accent" />
          <span>{t('playingTrack', { title: trackTitle(marks.playingElsewhere.trackId, locale) })}</span>
          <button
            type="button"
            onClick={() => marks.playingElsewhere && togglePreview(marks.playingElsewhere.trackId)}
            aria-label={t('stopPreview', { title: trackTitle(marks.playingElsewhere.trackId, locale) })}
            data-testid="track-stop-elsewhere"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-accent hover:bg-accent-soft"
          >
            <Square aria-hidden className="size-3.5 fill-current" />
          </button>
        </p>
      ) : null}
      <div role="tabpanel" id={panelId} aria-labelledby={`${baseId}-tab-${active}`} className="mt-2">
        <fieldset disabled={disabled}>
          <legend className="sr-only">{t('tracksIn', { category: activeName })}</legend>
          <ul className="space-y-1">
            {tracksInCategory(active).map((track) => {
              const title = trackTitle(track.id, locale);
              const checked = value === track.id;
              const state = preview?.trackId === track.id ? preview.status : null;
              return (
                <li
                  key={track.id}
                  className={`flex items-center gap-2 rounded-control border px-2 py-1.5 transition-colors duration-150 ${
                    checked ? 'border-accent bg-accent-soft' : 'border-line bg-paper hover:border-ink-muted'
                  }`}
                >
                  <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={`${baseId}-track`}
                      value={track.id}
                      checked={checked}
                      onChange={() => onChange(track.id)}
                      data-testid={`track-${track.id}`}
                      className="accent-accent"
                    />
                    <span className="truncate font-medium text-ink">{title}</span>
                    <span className="ml-auto shrink-0 text-xs text-ink-muted tabular-nums">
                      {formatTime(track.durationSec)}
                    </span>
                  </label>
                  <button
                    type="button"
                    onClick={() => togglePreview(track.id)}
                    aria-label={state ? t('stopPreview', { title }) : t('previewTrack', { title })}
                    aria-pressed={state !== null}
                    data-testid={`track-preview-${track.id}`}
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-accent hover:bg-paper"
                  >
                    {state === 'loading' ? (
                      <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
                    ) : state === 'playing' ? (
                      <Square aria-hidden className="size-3.5 fill-current" />
                    ) : (
                      <Play aria-hidden className="size-4" />
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      </div>
    </div>
  );
}

export const firstTrackId = tracks[0]?.id ?? null;
