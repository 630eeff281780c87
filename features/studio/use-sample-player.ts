'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export type SampleState = { key: string; status: 'loading' | 'playing' | 'error' } | null;

/**
 * One HTMLAudioElement for short samples (voice samples, examples): starting one stops the
 * other, so only one plays at a time. `load` may be a URL or a function that fetches audio
 * (e.g. POST /api/tts/) and returns a Blob.
 */
export function useSamplePlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const objectUrl = useRef<string | null>(null);
  const request = useRef(0);
  const [state, setState] = useState<SampleState>(null);

  const release = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  }, []);

  const stop = useCallback(() => {
    request.current += 1;
    release();
    setState(null);
  }, [release]);

  const play = useCallback(
    async (key: string, load: string | (() => Promise<Blob>)) => {
      stop();
      const mine = request.current;
      setState({ key, status: 'loading' });
      try {
        let src: string;
        if (typeof load === 'string') src = load;
        else {
          const blob = await load();
          if (mine !== request.current) return;
          src = URL.createObjectURL(blob);
          objectUrl.current = src;
        }
        const element = new Audio(src);
        audio.current = element;
        element.addEventListener(
          'playing',
          () => mine === request.current && setState({ key, status: 'playing' }),
        );
        element.addEventListener('ended', () => mine === request.current && stop());
        element.addEventListener(
          'error',
          () => mine === request.current && setState({ key, status: 'error' }),
        );
        await element.play();
      } catch {
        if (mine === request.current) setState({ key, status: 'error' });
      }
    },
    [stop],
  );

  useEffect(() => release, [release]);

  return { state, play, stop };
}
