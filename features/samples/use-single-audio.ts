'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export type PlaybackState = { id: string; status: 'loading' | 'playing' | 'error' } | null;

/**
 * One <audio> element for the whole gallery, so starting a sample stops the previous one.
 * Audio is fetched only when played (the page itself never waits for synthesis).
 */
export function useSingleAudio() {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [state, setState] = useState<PlaybackState>(null);

  useEffect(() => () => audioRef.current?.pause(), []);

  const stop = useCallback(() => {
    audioRef.current?.pause();
    setState(null);
  }, []);

  const toggle = useCallback((id: string, url: string) => {
    const audio = (audioRef.current ??= new Audio());
    const current = audio.dataset.sampleId;
    if (current === id && !audio.paused) {
      audio.pause();
      setState(null);
      return;
    }
    audio.pause();
    audio.dataset.sampleId = id;
    const mine = () => audio.dataset.sampleId === id;
    audio.onplaying = () => mine() && setState({ id, status: 'playing' });
    audio.onwaiting = () => mine() && setState({ id, status: 'loading' });
    audio.onended = () => mine() && setState(null);
    audio.onerror = () => mine() && setState({ id, status: 'error' });
    if (current !== id || audio.error) audio.src = url;
    setState({ id, status: 'loading' });
    audio.play().catch((error: unknown) => {
      // A newer play() or pause() interrupting this one is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (mine()) setState({ id, status: 'error' });
    });
  }, []);

  return { state, toggle, stop };
}
