'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useAppStoreApi } from '@/stores/store-provider';
import { peekSample, samplePlayerFor, type SampleState } from './sample-player';

export type { SampleState } from './sample-player';

/**
 * The page's sample player (sample-player.ts) as seen from one part of the studio (`scope`):
 * `state` is its sample's, if one of its own plays; starting one stops whatever else plays.
 * Unmounting (a closed panel) silences that part's sample.
 */
export function useSamplePlayer(scope: string) {
  const store = useAppStoreApi();
  const shared = useSyncExternalStore<SampleState>(
    (notify) => samplePlayerFor(store).subscribe(notify),
    () => peekSample(store),
    () => null,
  );
  const state = shared?.scope === scope ? shared : null;
  const play = useCallback(
    (key: string, load: string | (() => Promise<Blob>)) => samplePlayerFor(store).play(scope, key, load),
    [store, scope],
  );
  const stop = useCallback(() => samplePlayerFor(store).stop(scope), [store, scope]);
  useEffect(() => stop, [stop]);
  return { state, play, stop };
}
