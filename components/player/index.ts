// The player's public face for the studio and other features. The engine itself loads lazily.
export { ensurePlayer } from './player-handle';
export { usePlayerController, useControllerSnapshot } from './use-player';
export { formatTime } from './player-messages';
