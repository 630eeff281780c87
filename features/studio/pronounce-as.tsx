'use client';

import { PronounceAs as DictionaryPanel } from '@/components/pronunciations/pronounce-as';
import { useAppStore } from '@/stores/store-provider';
import { synthesizeExample } from './api/synthesize-example';
import { useStudioDictionary } from './use-dictionary';
import { useSamplePlayer } from './use-sample-player';

/**
 * The studio's "Pronounce as…": the shared dictionary panel over the greeting's entries, hearing a
 * word with the greeting's voice on the studio's sample player.
 */
export function PronounceAs({ getSelection }: { getSelection: () => string }) {
  const dictionary = useStudioDictionary();
  const voice = useAppStore((s) => s.spec.voice);
  const locale = useAppStore((s) => s.spec.locale);
  const sample = useSamplePlayer('pronounce');
  const play = (word: string, sayAs: string) => {
    if (!voice.id) return;
    const entry = sayAs ? [{ locale, word, sayAs }] : undefined;
    void sample.play(`${word}|${sayAs}`, () =>
      synthesizeExample({
        text: word,
        voiceId: voice.id,
        speed: voice.speed,
        pitch: voice.pitch,
        locale,
        ...(entry ? { pronunciations: entry } : {}),
      }),
    );
  };
  return (
    <DictionaryPanel
      dictionary={dictionary}
      getSelection={getSelection}
      scope="greeting"
      hear={{ play, stop: sample.stop, status: sample.state?.status }}
    />
  );
}
