// What a music track is: its category and the facts the player and the mixer need. Its own module
// so the generated track list (rendered-tracks.ts) and the catalog over it both depend on it, not
// on each other.
export const musicCategories = ['corporate', 'calm', 'upbeat', 'classical', 'acoustic', 'ambient'] as const;
export type MusicCategory = (typeof musicCategories)[number];

export type MusicTrack = {
  id: string;
  category: MusicCategory;
  durationSec: number;
  /** Public URL of the Ogg Opus file, '/music/<id>.opus'. */
  file: string;
  bpm: number;
  /** Integrated loudness of the decoded file (all tracks are matched to the same target). */
  loudnessLufs: number;
  /** Exact loop length in samples at 48 kHz; decoders trim to this so loops stay seamless. */
  lengthSamples: number;
};
