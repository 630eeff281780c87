import { limits } from '../../greeting/spec-values';
import type { Segment } from './types';

// `[pause]`, `[pause 1s]`, `[pause 1.5s]`, `[pause 1,5 s]`, `[pause 500ms]`, `[pause 2]` (seconds).
const pauseToken = /\[\s*pause(?:\s+(\d{1,6}(?:[.,]\d{1,6})?)\s*(ms|s|sec|secs|seconds?)?)?\s*\]/gi;
const defaultPauseSeconds = 1;

function pauseSeconds(value: string | undefined, unit: string | undefined): number {
  if (value === undefined) return defaultPauseSeconds;
  const n = Number(value.replace(',', '.'));
  const seconds = unit?.toLowerCase() === 'ms' ? n / 1000 : n;
  const { min, max } = limits.pauseSeconds;
  // Round to milliseconds so 0.1 + float noise never leaks into the mixer.
  return Math.round(Math.min(max, Math.max(min, seconds)) * 1000) / 1000;
}

/** Unknown bracket tokens are read as plain text: drop the brackets, keep the words. */
function speech(text: string): Segment | null {
  const cleaned = text
    .replace(/[[\]]/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .trim();
  return /[\p{L}\p{N}]/u.test(cleaned) ? { kind: 'speech', text: cleaned } : null;
}

/** Split text into speech and pause segments, in order. */
export function segmentText(text: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(pauseToken)) {
    const before = speech(text.slice(last, match.index));
    if (before) segments.push(before);
    segments.push({ kind: 'pause', seconds: pauseSeconds(match[1], match[2]) });
    last = match.index + match[0].length;
  }
  const rest = speech(text.slice(last));
  if (rest) segments.push(rest);
  return segments;
}
