// Every song in the library, in catalog order (grouped by category).
import type { Song } from '../song';
import { bachPrelude } from './bach-prelude';
import { canonInD } from './canon-in-d';
import { clearHorizon } from './clear-horizon';
import { forwardMotion } from './forward-motion';
import { stillWater } from './still-water';
import { softFocus } from './soft-focus';
import { sunnySide } from './sunny-side';
import { goodNews } from './good-news';
import { morningWalk } from './morning-walk';
import { warmAfternoon } from './warm-afternoon';
import { openSky } from './open-sky';
import { deepBlue } from './deep-blue';

export const songs: readonly Song[] = [
  clearHorizon,
  forwardMotion,
  stillWater,
  softFocus,
  sunnySide,
  goodNews,
  morningWalk,
  warmAfternoon,
  openSky,
  deepBlue,
  bachPrelude,
  canonInD,
];
