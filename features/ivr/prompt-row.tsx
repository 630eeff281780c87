'use client';

import { Loader2, Play, Square } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { IvrPrompt } from '@/lib/ivr/tree';
import type { VoiceListItem } from '@/lib/tts/voice-list';
import { VoiceOptions } from './set-sound';

/** A prompt's own voice select ("Same as the set" or another voice) and its Listen toggle. */
export function PromptVoiceAndListen({
  prompt,
  voices,
  onVoice,
  listening,
  loading,
  onListen,
}: {
  prompt: IvrPrompt;
  /** The page language's voices; null while the list loads (the select offers the set's voice only). */
  voices: readonly VoiceListItem[] | null;
  onVoice: (voiceId: string | null) => void;
  /** This prompt is playing (or about to). */
  listening: boolean;
  loading: boolean;
  onListen: () => void;
}) {
  const t = useTranslations('ivr');
  const Icon = listening ? (loading ? Loader2 : Square) : Play;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <select
        value={prompt.voice?.id ?? ''}
        onChange={(e) => onVoice(e.currentTarget.value || null)}
        aria-label={t('promptVoice', { title: prompt.title })}
        className="h-11 min-w-0 max-w-full flex-1 basis-48 sm:h-8 rounded-control border border-line bg-paper px-2 text-sm focus:border-accent sm:max-w-64"
        data-testid={`prompt-voice-${prompt.id}`}
      >
        <option value="">{t('sameAsSet')}</option>
        {voices && <VoiceOptions voices={voices} />}
        {/* An override the list does not (yet) hold stays selectable under its id. */}
        {prompt.voice && !voices?.some((v) => v.id === prompt.voice?.id) && (
          <option value={prompt.voice.id}>{prompt.voice.id}</option>
        )}
      </select>
      <button
        type="button"
        onClick={onListen}
        // Named and pressed as the studio's sample buttons are: "Stop Welcome", pressed, while it plays.
        aria-label={t(listening ? 'stopPrompt' : 'listenPrompt', { title: prompt.title })}
        aria-pressed={listening}
        aria-busy={listening && loading}
        className={`inline-flex h-11 items-center gap-1.5 rounded-full sm:h-8 border px-3 text-sm font-medium transition-colors duration-150 motion-reduce:transition-none ${listening ? 'border-accent bg-accent text-paper' : 'border-line bg-paper text-accent hover:bg-accent-soft'}`}
        data-testid={`prompt-listen-${prompt.id}`}
      >
        <Icon
          aria-hidden
          className={`size-3.5 ${loading && listening ? 'animate-spin motion-reduce:animate-none' : ''} ${listening && !loading ? 'fill-current' : ''}`}
        />
        {listening ? t('stop') : t('listen')}
      </button>
    </div>
  );
}
