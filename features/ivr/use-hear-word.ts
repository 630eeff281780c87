'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { HearWord } from '@/components/pronunciations/pronounce-as';
import type { PromptAudioCache, PromptSound } from './api/prompt-audio';

/**
 * "Hear it" in the set's dictionary: just the word, in the set's voice (that of `base`, the
 * welcome prompt's sound), without music, through the prompts' audio cache. `onStart` stops
 * whatever else plays on the page.
 */
export function useHearWord(
  base: PromptSound | undefined,
  cache: PromptAudioCache,
  onStart: () => void,
): HearWord {
  const [status, setStatus] = useState<HearWord['status']>(undefined);
  const audio = useRef<HTMLAudioElement | null>(null);
  // Moves on every start and stop: a word that arrives late for an older request stays silent.
  const request = useRef(0);
  const stop = useCallback(() => {
    request.current += 1;
    audio.current?.pause();
    audio.current = null;
    setStatus(undefined);
  }, []);
  useEffect(() => stop, [stop]);

  const play = (word: string, sayAs: string) => {
    if (!base) return;
    stop();
    onStart();
    const mine = request.current;
    const current = () => mine === request.current;
    setStatus('loading');
    const sound: PromptSound = {
      ...base,
      text: word,
      music: { ...base.music, trackId: null },
      pronunciations: sayAs ? [{ locale: base.locale, word, sayAs }] : undefined,
    };
    cache
      .url(sound, false)
      .then(async (url) => {
        if (!current()) return;
        const element = new Audio(url);
        audio.current = element;
        element.onended = () => current() && setStatus(undefined);
        await element.play();
        if (current()) setStatus('playing');
      })
      .catch(() => current() && setStatus('error'));
  };

  return { play, stop, status };
}
