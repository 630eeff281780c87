// A prompt's voice over the set's music, mixed in the browser: the track comes from the library
// the studio plays (lib/playback's loader, the same WASM decoder as the server) and the mix from
// lib/audio's renderPrepared, the paid render's own mixer, so a prompt heard here is the one bought.
// Imported on demand by prompt-audio.ts, only once the visitor turns the music on.
import { decodeWav } from '@/lib/audio/encode/decode-wav';
import { prepareVoice, renderPrepared, type MixResult, type PreparedMusic } from '@/lib/audio/render-mix';
import { loadTrack, PromiseMemo, type FetchLike } from '@/lib/playback/audio-loaders';

// A set has one track; two covers switching back and forth without decoding again.
const tracks = new PromiseMemo<PreparedMusic>(2);

export async function mixOverTrack(
  voiceWav: Uint8Array,
  trackId: string,
  // What the mixer reads of a prompt's sound (prompt-audio.ts's PromptSound has it): typed from the
  // mixer, not from prompt-audio.ts, which imports this module.
  sound: Parameters<typeof renderPrepared>[2],
  fetchImpl: FetchLike,
): Promise<MixResult> {
  const music = await tracks.get(trackId, () => loadTrack(trackId, fetchImpl));
  const wav = decodeWav(voiceWav);
  return renderPrepared(prepareVoice(wav.mono, wav.sampleRate, music.sampleRate), music, sound);
}
