'use client';

import { useMemo, useState } from 'react';
import { useVoices } from '@/components/voices/voices-query';
import { useCaseDefaults } from '@/lib/greeting/spec-values';
import type { Locale } from '@/lib/i18n/locales';
import type { IvrEdit } from '@/lib/ivr/edit';
import { tracks } from '@/lib/music/catalog';
import { regionalVoice } from '@/lib/tts/voice-accent';
import { voicesFor } from '@/lib/tts/voice-list';
import { useAppStore } from '@/stores/store-provider';
import { visitorRegion } from '@/stores/visitor-region';
import type { SetSound } from './set-sound';

/**
 * The set's shared voice and music: starts from the page's default voice, no music, the library's
 * first track and the IVR music level ready for when the music is switched on.
 */
export function useSetSound(
  locale: Locale,
  initial: { voiceId: string; speed: number; pitch: number },
  dispatch: (edit: IvrEdit) => void,
) {
  const [chosen, setChosen] = useState<SetSound>(() => ({
    voiceId: initial.voiceId,
    speed: initial.speed,
    pitch: initial.pitch,
    musicOn: false,
    trackId: tracks[0]?.id ?? '',
    volumeDb: useCaseDefaults.ivr.music.volumeDb,
  }));
  const voiceList = useVoices();
  const voices = useMemo(
    () => (voiceList.data ? voicesFor(voiceList.data, locale) : null),
    [voiceList.data, locale],
  );
  // Until the visitor picks a voice (or a draft or cart line brings one), the set speaks with
  // their region's voice where the language has one: Kate for an en-GB reader.
  const [picked, setPicked] = useState(false);
  const region = useAppStore((s) => visitorRegion(s, locale));
  const regional = !picked && voices ? regionalVoice(voices, region)?.id : undefined;
  // The server lists the best voice of the language first: the set takes it while the chosen
  // voice (the page's default) is not one the list offers.
  const firstVoice = voices?.[0]?.id;
  const knownVoice = voices?.some((v) => v.id === chosen.voiceId) ?? true;
  const sound = useMemo(
    () =>
      regional
        ? { ...chosen, voiceId: regional }
        : firstVoice && !knownVoice
          ? { ...chosen, voiceId: firstVoice }
          : chosen,
    [chosen, regional, firstVoice, knownVoice],
  );
  const change = (patch: Partial<SetSound>) => {
    const next = { ...sound, ...patch };
    if (patch.voiceId !== undefined) setPicked(true);
    setChosen(next);
    // A prompt's own voice keeps the set's pace (lib/ivr/edit.ts, 'voice-pace').
    if (patch.speed !== undefined || patch.pitch !== undefined)
      dispatch({ type: 'voice-pace', speed: next.speed, pitch: next.pitch });
  };
  return {
    sound,
    change,
    voices,
    voicesFailed: voiceList.isError,
    retryVoices: () => void voiceList.refetch(),
    /** A restored draft or cart line brings its own sound (the voice list's fallback still applies). */
    replace: (restored: SetSound) => {
      setPicked(true);
      setChosen(restored);
    },
  };
}
