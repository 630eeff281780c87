// Every song in the library, in catalog order (grouped by category).
import type { Song } from '../song';
import { bachPrelude } from './bach-prelude';

export const songs: readonly Song[] = [bachPrelude];
