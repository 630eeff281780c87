'use client';

import type { RefObject } from 'react';
import type { TextRange } from '@/lib/greeting/example-values';

/**
 * Marks drawn behind the script's text box: the same text in the same box metrics, transparent,
 * with the marked ranges tinted and underlined (a wavy line, so the mark does not rely on colour
 * alone). The text box above it has a transparent background; `scrollRef` follows its scrolling.
 * Hidden from assistive technology: the list under the box names the same details in words.
 */
export function ScriptMarks({
  text,
  ranges,
  scrollRef,
  className,
}: {
  text: string;
  ranges: readonly (TextRange & { kind: 'example' | 'blank' })[];
  scrollRef: RefObject<HTMLDivElement | null>;
  className: string;
}) {
  const pieces: React.ReactNode[] = [];
  let at = 0;
  for (const range of ranges) {
    if (range.start > at) pieces.push(text.slice(at, range.start));
    pieces.push(
      <mark
        key={range.start}
        data-testid="script-mark"
        data-kind={range.kind}
        className={`rounded-sm text-transparent underline decoration-2 underline-offset-4 ${
          range.kind === 'blank'
            ? 'bg-danger/15 decoration-danger decoration-dashed'
            : 'bg-warning/20 decoration-warning decoration-wavy'
        }`}
      >
        {text.slice(range.start, range.end)}
      </mark>,
    );
    at = range.end;
  }
  pieces.push(text.slice(at));
  return (
    <div ref={scrollRef} aria-hidden className={className}>
      {pieces}
      {/* A final line break in the box still takes a line here. */}
      {'\u200b'}
    </div>
  );
}
