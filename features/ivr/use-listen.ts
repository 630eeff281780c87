'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { PromptAudioCache, PromptSound } from './api/prompt-audio';

/** One listening run: a new object per start, so the same prompt asked again plays from the top. */
type Run = { ids: readonly string[]; index: number; all: boolean };

/**
 * The prompt list's Listen buttons: one prompt, or every prompt in call order one after another,
 * through the simulator's audio path (the same cache, the phone-line switch). One sound at a time.
 */
export function useListen(
  sounds: ReadonlyMap<string, PromptSound>,
  cache: PromptAudioCache,
  phone: boolean,
  /** Listening starts: anything else playing on the page (a simulated call) stops. */
  onStart: () => void,
) {
  const [run, setRun] = useState<Run | null>(null);
  const [loaded, setLoaded] = useState<Run | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  // Read when a prompt starts, not a dependency: typing in another prompt does not restart this one.
  const soundsRef = useRef(sounds);
  useEffect(() => {
    soundsRef.current = sounds;
  }, [sounds]);
  // Where the run was when the phone-line switch flipped: the new sound resumes there.
  const resumeAt = useRef<{ run: Run; time: number } | null>(null);
  const current = run ? (run.ids[run.index] ?? null) : null;

  useEffect(() => () => audioRef.current?.pause(), []);

  useEffect(() => {
    if (!run || current === null) {
      audioRef.current?.pause();
      return;
    }
    // Made on the first Listen: a page whose visitor never listens holds no <audio>.
    const audio = (audioRef.current ??= new Audio());
    const next = () => setRun(run.index + 1 < run.ids.length ? { ...run, index: run.index + 1 } : null);
    const sound = soundsRef.current.get(current);
    if (!sound) {
      next();
      return;
    }
    let live = true;
    const controller = new AbortController();
    cache
      .url(sound, phone, controller.signal)
      .then((url) => {
        if (!live) return;
        setLoaded(run);
        audio.src = url;
        const resume = resumeAt.current;
        audio.currentTime = resume?.run === run ? resume.time : 0;
        resumeAt.current = null;
        audio.onended = () => live && next();
        return audio.play();
      })
      .catch((error: unknown) => {
        if (!live || (error instanceof DOMException && error.name === 'AbortError')) return;
        setFailed(current);
        setRun(null);
      });
    return () => {
      live = false;
      controller.abort();
      audio.onended = null;
      resumeAt.current = { run, time: audio.currentTime };
    };
  }, [run, current, cache, phone]);

  const start = (ids: readonly string[], all: boolean) => {
    onStart();
    setFailed(null);
    setRun(ids.length > 0 ? { ids, index: 0, all } : null);
  };
  const stop = useCallback(() => setRun(null), []);

  return {
    /** The prompt playing (or loading) now, null when silent. */
    current,
    /** True while "Listen to all" runs. */
    all: run?.all ?? false,
    loading: run !== null && loaded !== run,
    /** The prompt that could not be played, until the next start. */
    failed,
    /** Listen to one prompt, or stop it when it is the one playing on its own. */
    toggle: (id: string) => (current === id && !run?.all ? stop() : start([id], false)),
    /** Listen to every prompt in call order, or stop the run. */
    toggleAll: (ids: readonly string[]) => (run?.all ? stop() : start(ids, true)),
    stop,
  };
}
