'use client';

import { Download } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { presetIds, type PresetId } from '@/lib/greeting/spec';

type File = { id: string; name: string; mime: string; size: number; preset: string; url: string };

/**
 * Split "01-welcome-to-the-practice-pcm-8k.wav" into the words and the format ending: on a phone
 * only the words may be cut, or every file of a greeting would look the same.
 */
export function nameParts(name: string, preset: string): { stem: string; ending: string } {
  const at = name.lastIndexOf(`-${preset}.`);
  const cut = at > 0 ? at : name.lastIndexOf('.');
  return cut > 0 ? { stem: name.slice(0, cut), ending: name.slice(cut) } : { stem: name, ending: '' };
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
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {playable ? (
          <audio
            controls
            preload="none"
            src={file.url}
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
