// The music library as the app sees it: categories and rendered tracks. Pure data, safe
// for the browser (the note data and the render script are not imported here).
import { renderedTracks } from './rendered-tracks';
import type { MusicCategory, MusicTrack } from './track';

export { musicCategories, type MusicCategory, type MusicTrack } from './track';

export const tracks: readonly MusicTrack[] = renderedTracks;

export function getTrack(id: string): MusicTrack | undefined {
  return tracks.find((t) => t.id === id);
}

export function tracksInCategory(category: MusicCategory): MusicTrack[] {
  return tracks.filter((t) => t.category === category);
}
