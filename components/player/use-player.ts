'use client';

// React bindings: the controller (null until the first Listen loaded it), its snapshot, and a
// requestAnimationFrame loop for the playhead that never goes through the store.
import { useEffect, useSyncExternalStore } from 'react';
import { useAppStoreApi } from '@/stores/store-provider';
import type { ControllerSnapshot, PlayerController } from './player-controller';
import { onPlayerReady, peekPlayer } from './player-handle';
import type { EngineState } from '@/lib/playback/preview-engine';

export function usePlayerController(): PlayerController | null {
  const store = useAppStoreApi();
  return useSyncExternalStore(
    (notify) => onPlayerReady(store, notify),
    () => peekPlayer(store),
    () => null,
  );
}

const idle: ControllerSnapshot = { stale: false, voiceSeconds: 0, loadedKey: null, trackPreview: null };

export function useControllerSnapshot(controller: PlayerController | null): ControllerSnapshot {
  return useSyncExternalStore(
    (notify) => (controller ? controller.subscribe(notify) : () => {}),
    () => controller?.state ?? idle,
    () => idle,
  );
}

/** Calls `onFrame(position)` every animation frame while `active`. */
export function usePlayhead(
  controller: PlayerController | null,
  active: boolean,
  onFrame: (position: number) => void,
): void {
  useEffect(() => {
    if (!controller) return;
    onFrame(controller.engine.position);
    // Paused: the playhead moves only on seeks and re-mixes, which the engine announces.
    if (!active) return controller.engine.subscribe(() => onFrame(controller.engine.position));
    let frame = requestAnimationFrame(function tick() {
      onFrame(controller.engine.position);
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [controller, active, onFrame]);
}

/** The engine's coarse state (duration, loudness, mix version) for views that show it. */
export function useEngineState(controller: PlayerController | null): EngineState | null {
  return useSyncExternalStore(
    (notify) => (controller ? controller.engine.subscribe(notify) : () => {}),
    () => controller?.engine.state ?? null,
    () => null,
  );
}
