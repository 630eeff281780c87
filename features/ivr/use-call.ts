'use client';

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { callReducer, currentPrompt, idleCall, type CallEvent } from '@/lib/ivr/simulator';
import type { IvrKey, IvrTree } from '@/lib/ivr/tree';
import type { PromptAudioCache, PromptSound } from './api/prompt-audio';

/**
 * Runs a simulated call: the pure reducer decides what plays next; this hook plays it through one
 * <audio> element, starts the key timeout when a menu waits, and reports audio failures. The
 * builder remounts it (a new key) whenever the tree changes, so a call never runs on an old menu.
 */
export function useCall(
  tree: IvrTree,
  sounds: ReadonlyMap<string, PromptSound>,
  cache: PromptAudioCache,
  phone: boolean,
) {
  const [state, dispatch] = useReducer(
    (s: ReturnType<typeof idleCall>, e: CallEvent) => callReducer(tree, s, e),
    tree,
    idleCall,
  );
  const [audioError, setAudioError] = useState(false);
  // The queue whose first prompt has its audio: until then the display says the voice is coming.
  const [loadedQueue, setLoadedQueue] = useState<string[] | null>(null);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const playing = currentPrompt(state);
  // Each prompt play gets its own turn, so the same prompt twice in a row (menu, menu) plays twice.
  const turn = useRef(0);
  // Where the prompt was when the phone-line switch flipped: the new sound resumes there.
  const resumeAt = useRef<{ queue: string[]; time: number } | null>(null);

  useEffect(() => () => audioRef.current?.pause(), []);

  useEffect(() => {
    const audio = (audioRef.current ??= new Audio());
    if (!playing) {
      audio.pause();
      return;
    }
    // Each prompt's sound as the set defines it (its own voice or the set's, the set's music).
    const sound = sounds.get(playing);
    if (!sound) {
      dispatch({ type: 'prompt-ended' });
      return;
    }
    const mine = ++turn.current;
    const controller = new AbortController();
    cache
      .url(sound, phone, controller.signal)
      .then((url) => {
        if (mine !== turn.current) return;
        setLoadedQueue(state.queue);
        audio.src = url;
        // Only the same prompt play resumes (the switch flipped); a new prompt starts at 0.
        const resume = resumeAt.current;
        audio.currentTime = resume?.queue === state.queue ? resume.time : 0;
        resumeAt.current = null;
        audio.onended = () => mine === turn.current && dispatch({ type: 'prompt-ended' });
        return audio.play();
      })
      .catch((error: unknown) => {
        if (mine !== turn.current || (error instanceof DOMException && error.name === 'AbortError')) return;
        setAudioError(true);
        dispatch({ type: 'hang-up' });
      });
    return () => {
      controller.abort();
      audio.onended = null;
      resumeAt.current = { queue: state.queue, time: audio.currentTime };
    };
    // `state.queue` identity changes on every new play of the same prompt.
  }, [playing, state.queue, sounds, cache, phone]);

  useEffect(() => {
    if (state.status !== 'waiting') return;
    const timer = setTimeout(() => dispatch({ type: 'timeout' }), tree.timeoutSeconds * 1000);
    return () => clearTimeout(timer);
  }, [state.status, state.queue, state.misses, tree.timeoutSeconds]);

  const press = useCallback((key: IvrKey) => dispatch({ type: 'key', key }), []);
  const start = useCallback(() => {
    setAudioError(false);
    dispatch({ type: 'start' });
  }, []);
  const hangUp = useCallback(() => dispatch({ type: 'hang-up' }), []);
  const loading = playing !== null && loadedQueue !== state.queue && !audioError;
  return { state, playing, loading, audioError, press, start, hangUp };
}
