// The player's public face for the studio and other features. The engine itself loads lazily.
export { ListenButton } from './listen-button';
export { PlayerBar } from './player-bar';
export { ensurePlayer, peekPlayer } from './player-handle';
export { usePlayerController, useControllerSnapshot, useEngineState } from './use-player';
export { formatTime } from './player-messages';
