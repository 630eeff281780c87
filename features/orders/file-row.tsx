'use client';

import { Download } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { presetIds, type PresetId } from '../../lib/greeting/spec';

type File = { id: string; name: string; mime: string; size: number; preset: string; url: string };

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
  return (
    <li
      className="flex flex-col gap-2 border-t border-line py-3 first:border-t-0 sm:flex-row sm:items-center sm:justify-between"
      data-testid="order-file"
    >
      <div className="min-w-0">
        <p className="truncate font-mono text-sm">{file.name}</p>
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
