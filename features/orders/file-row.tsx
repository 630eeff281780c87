'use client';

import { Download } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { presetFileTag } from '@/lib/audio/presets';
import { presetIds, type PresetId } from '@/lib/greeting/spec';

type File = { id: string; name: string; mime: string; size: number; preset: string; url: string };

/**
 * Split "01-welcome-to-the-practice-pcm-8k.wav" into the words and the format ending: on a phone
 * only the words may be cut, or every file of a greeting would look the same.
 */
export function nameParts(name: string, preset: string): { stem: string; ending: string } {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  // Today's names carry the format once ("-universal.mp3"); older orders the preset id ("-universal-mp3.mp3").
  const tag = presetIds.includes(preset as PresetId) ? presetFileTag(preset as PresetId, extension) : preset;
  const at = Math.max(name.lastIndexOf(`-${tag}.`), name.lastIndexOf(`-${preset}.`));
  const cut = at > 0 ? at : name.lastIndexOf('.');
  return cut > 0 ? { stem: name.slice(0, cut), ending: name.slice(cut) } : { stem: name, ending: '' };
}

/** "0:07", "1:42": minutes and seconds, as players show them (rounded up: a 0.4 s file is not 0:00). */
export function clockTime(seconds: number): string {
  const whole = Math.ceil(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function FileRow({ file }: { file: File }) {
  const t = useTranslations('orders');
  const tm = useTranslations('mixer');
  const locale = useLocale();
  const size = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(file.size / 1000);
  // Browsers play WAV and MP3; raw telephony files (.ul, .al, .sln) are download-only.
  const playable = file.mime === 'audio/mpeg' || file.mime === 'audio/wav';
  const { stem, ending } = nameParts(file.name, file.preset);
  // The player loads only the file's header (preload="metadata") so its length shows before play.
  const [duration, setDuration] = useState<number | null>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const readDuration = (element: HTMLAudioElement) => {
    if (Number.isFinite(element.duration) && element.duration > 0) setDuration(element.duration);
  };
  // The server-rendered player may have read its header before React hydrated and attached the
  // listener: then the event is gone, but the duration is already there to read.
  useEffect(() => {
    if (audio.current && audio.current.readyState >= 1) readDuration(audio.current);
  }, []);
  return (
    <li
      className="flex flex-col gap-2 border-t border-line py-3 first:border-t-0 sm:flex-row sm:items-center sm:justify-between"
      data-testid="order-file"
    >
      <div className="min-w-0">
        <p className="flex font-mono text-sm" title={file.name} data-testid="file-name">
          <span className="truncate">{stem}</span>
          <span className="shrink-0 whitespace-nowrap">{ending}</span>
        </p>
        <p className="text-xs text-ink-muted">
          {t('fileMeta', {
            preset: presetIds.includes(file.preset as PresetId)
              ? tm(`presets.${file.preset as PresetId}`)
              : file.preset,
            size,
          })}
          {duration !== null ? (
            <span data-testid="file-duration"> · {t('duration', { time: clockTime(duration) })}</span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {playable ? (
          <audio
            controls
            preload="metadata"
            src={file.url}
            ref={audio}
            onLoadedMetadata={(e) => readDuration(e.currentTarget)}
            onDurationChange={(e) => readDuration(e.currentTarget)}
            className="h-9 max-w-full sm:w-56"
            aria-label={t('playFile', { name: file.name })}
          />
        ) : null}
        <a
          className="btn-secondary text-sm"
          href={`${file.url}&download=1`}
          download={file.name}
          data-testid="file-download"
        >
          <Download aria-hidden className="size-4" />
          {t('download')}
        </a>
      </div>
    </li>
  );
}
