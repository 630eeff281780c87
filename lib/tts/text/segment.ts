import { splitScript } from '../../greeting/script';
import type { Segment } from './types';

/** Unknown bracket tokens are read as plain text: drop the brackets, keep the words. */
function speech(text: string): Segment | null {
  const cleaned = text
    .replace(/[[\]]/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .trim();
  return /[\p{L}\p{N}]/u.test(cleaned) ? { kind: 'speech', text: cleaned } : null;
}

/** Split text into speech and pause segments, in order (the grammar: lib/greeting/script.ts). */
export function segmentText(text: string): Segment[] {
  const segments: Segment[] = [];
  for (const part of splitScript(text)) {
    if (part.kind === 'pause') segments.push({ kind: 'pause', seconds: part.seconds });
    else {
      const spoken = speech(part.text);
      if (spoken) segments.push(spoken);
    }
  }
  return segments;
}
