// The music library as the app sees it: categories and rendered tracks. Pure data, safe
// for the browser (the note data and the render script are not imported here).
import { renderedTracks } from './rendered-tracks';

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

export const tracks: readonly MusicTrack[] = renderedTracks;

export function getTrack(id: string): MusicTrack | undefined {
  return tracks.find((t) => t.id === id);
}

export function tracksInCategory(category: MusicCategory): MusicTrack[] {
  return tracks.filter((t) => t.category === category);
}
