import { getTrack, type MusicCategory } from '@/lib/music/catalog';

export type PickerMarks = {
  /** The category holding the chosen track, marked on its tab. */
  selectedCategory: MusicCategory | null;
  /** The category holding the track whose preview is loading or playing, marked on its tab. */
  playingCategory: MusicCategory | null;
  /** The chosen track when its category is not the one shown: the picker names it above the list. */
  selectedElsewhere: { trackId: string; category: MusicCategory } | null;
  /** The previewed track when its category is not the one shown: named, with its stop button. */
  playingElsewhere: { trackId: string; category: MusicCategory } | null;
};

/**
 * What the track picker marks beyond the list in view. A visitor who chose "Still Water" (Calm),
 * started its preview and then opened Upbeat saw no track selected while music played (#33): the
 * tabs now say where the chosen and the playing track are, and the panel names them.
 */
export function pickerMarks(
  shown: MusicCategory,
  value: string | null,
  previewTrackId: string | null,
): PickerMarks {
  const selected = value ? getTrack(value) : undefined;
  const playing = previewTrackId ? getTrack(previewTrackId) : undefined;
  return {
    selectedCategory: selected?.category ?? null,
    playingCategory: playing?.category ?? null,
    selectedElsewhere:
      selected && selected.category !== shown ? { trackId: selected.id, category: selected.category } : null,
    playingElsewhere:
      playing && playing.category !== shown ? { trackId: playing.id, category: playing.category } : null,
  };
}
