'use client';

import { TimerReset, TriangleAlert } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { leftoverRanges, type ScriptLeftover } from '@/lib/greeting/example-values';
import { formatPauseToken } from '@/lib/greeting/script';
import type { Locale } from '@/lib/i18n/locales';
import { formatSliderNumber } from '@/lib/i18n/slider-number';
import { ExampleLeftovers, selectLeftover } from './example-leftovers';
import { ScriptMarks } from './script-marks';
import { insertAtCursor, pauseLengths, type PauseLength, type TextStatus } from './script-edit';

const boxMetrics =
  'rounded-control border px-3 py-2 text-base leading-relaxed whitespace-pre-wrap break-words [scrollbar-gutter:stable]';

/**
 * The script text box: free editing, a live character counter, an "insert pause" control
 * that puts [pause Ns] at the cursor, and plain-language feedback when the text cannot be
 * spoken. The box never truncates: an over-long text stays, only listening is held back.
 * Example details still in the text are marked in the box and named under it.
 */
export function ScriptEditor({
  text,
  status,
  leftovers = [],
  onChange,
  reviewRequest = 0,
  ready = true,
}: {
  text: string;
  status: TextStatus;
  leftovers?: readonly ScriptLeftover[];
  onChange: (text: string) => void;
  /** Each new value selects the first example detail (Add to cart's "Edit"). */
  reviewRequest?: number;
  /**
   * False until the studio has started (hydrated, draft read, first template filled). Until then
   * the box is read-only: hydration writes the server's text over whatever was typed, and the
   * start may fill a template, so a visitor's first keystrokes would silently vanish.
   */
  ready?: boolean;
}) {
  const t = useTranslations('studio');
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const marksRef = useRef<HTMLDivElement>(null);
  const [pause, setPause] = useState<PauseLength>(1);
  const first = leftovers[0];
  useEffect(() => {
    if (reviewRequest > 0) selectLeftover(ref.current, first);
    // Only a new request selects; the text changing under the selection does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reviewRequest]);
  const marks = useMemo(() => {
    const kindOf = new Map(leftovers.map((l) => [l.field, l.kind]));
    return leftoverRanges(leftovers).map((r) => ({ ...r, kind: kindOf.get(r.field) ?? 'example' }));
  }, [leftovers]);
  // The text arrives in the page's form (use-localized-script.ts): so does the inserted pause.
  const locale = useLocale() as Locale;

  const insertPause = () => {
    const box = ref.current;
    const start = box?.selectionStart ?? text.length;
    const end = box?.selectionEnd ?? text.length;
    const next = insertAtCursor(text, start, end, formatPauseToken(pause, locale));
    onChange(next.text);
    // Put the cursor after the pause once React has written the new value.
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  const problem =
    status.issue === 'too-long'
      ? t('overLimit', { over: status.over, limit: status.limit })
      : status.issue === 'control-characters'
        ? t('controlCharacters')
        : status.issue === 'empty'
          ? t('empty')
          : null;

  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink-soft">
          {t('scriptLabel')}
        </label>
        <span
          id={`${id}-counter`}
          className={`text-xs tabular-nums ${status.over > 0 ? 'font-semibold text-danger' : 'text-ink-muted'}`}
        >
          <span aria-hidden data-testid="char-counter">
            {t('counter', { count: status.count, limit: status.limit })}
          </span>
          <span className="sr-only">{t('counterLabel', { count: status.count, limit: status.limit })}</span>
        </span>
      </div>
      {/* Box metrics shared by the text box and the marks behind it, so both wrap alike. */}
      <div className="relative mt-1 rounded-control bg-paper">
        <ScriptMarks
          text={text}
          ranges={marks}
          scrollRef={marksRef}
          className={`${boxMetrics} pointer-events-none absolute inset-0 overflow-hidden border-transparent text-transparent`}
        />
        <textarea
          ref={ref}
          id={id}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          readOnly={!ready}
          onScroll={(e) => {
            if (marksRef.current) marksRef.current.scrollTop = e.currentTarget.scrollTop;
          }}
          rows={6}
          spellCheck
          aria-invalid={status.issue === 'too-long' || status.issue === 'control-characters'}
          aria-describedby={`${id}-hint ${id}-counter${problem ? ` ${id}-problem` : ''}${leftovers.length > 0 ? ` ${id}-examples` : ''}`}
          data-testid="script-text"
          className={`${boxMetrics} relative block min-h-36 w-full resize-y bg-transparent focus:border-accent lg:min-h-40 ${status.over > 0 ? 'border-danger' : 'border-line'}`}
        />
      </div>
      <ExampleLeftovers
        id={`${id}-examples`}
        leftovers={leftovers}
        onSelect={(leftover) => selectLeftover(ref.current, leftover)}
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        {/* On wide screens the hint is read out with the script box but not shown: with the
            dictionary's button below, Listen must stay on a 1280×800 screen in every language. */}
        <p id={`${id}-hint`} className="text-xs text-ink-muted lg:sr-only">
          {t('scriptHint')}
        </p>
        <div className="flex items-center gap-1.5">
          <label htmlFor={`${id}-pause`} className="sr-only">
            {t('pauseLength')}
          </label>
          <select
            id={`${id}-pause`}
            value={pause}
            onChange={(e) => setPause(Number(e.currentTarget.value) as PauseLength)}
            data-testid="pause-length"
            className="h-9 rounded-control border border-line bg-paper px-2 text-sm"
          >
            {pauseLengths.map((seconds) => (
              <option key={seconds} value={seconds}>
                {t('seconds', {
                  value: formatSliderNumber(seconds, Number.isInteger(seconds) ? 0 : 1, locale),
                })}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={insertPause}
            className="btn-secondary !min-h-9 !px-3 !text-sm"
            data-testid="insert-pause"
          >
            <TimerReset aria-hidden className="size-4" />
            {t('insertPause')}
          </button>
        </div>
      </div>
      <div aria-live="polite" className="empty:hidden">
        {problem ? (
          <p
            id={`${id}-problem`}
            data-testid="text-problem"
            className="mt-2 flex items-start gap-2 rounded-control border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{problem}</span>
          </p>
        ) : status.markup ? (
          <p className="mt-2 text-sm text-warning">{t('markup')}</p>
        ) : null}
      </div>
    </div>
  );
}
