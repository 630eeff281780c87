// The music library as GET /api/music/ lists it: catalog order, titles in one language.
import type { Locale } from '../i18n/locales';
import { tracks, type MusicCategory } from '../music/catalog';
import { categoryName, trackTitle } from '../music/titles';

export interface MusicListItem {
  id: string;
  title: string;
  category: MusicCategory;
  categoryName: string;
  durationSec: number;
  url: string;
}

export function musicList(locale: Locale): MusicListItem[] {
  return tracks.map((t) => ({
    id: t.id,
    title: trackTitle(t.id, locale),
    category: t.category,
    categoryName: categoryName(t.category, locale),
    durationSec: t.durationSec,
    url: t.file,
  }));
}
