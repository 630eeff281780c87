'use client';

import { useTranslations } from 'next-intl';
import type { KeyboardEvent } from 'react';
import { ivrKeys, type IvrKey, type IvrTree } from '@/lib/ivr/tree';
import type { PromptAudioCache, PromptSound } from './api/prompt-audio';
import { useCall } from './use-call';

const keyLetters: Partial<Record<IvrKey, string>> = {
  '2': 'ABC',
  '3': 'DEF',
  '4': 'GHI',
  '5': 'JKL',
  '6': 'MNO',
  '7': 'PQRS',
  '8': 'TUV',
  '9': 'WXYZ',
};

/**
 * A phone-shaped player: Call plays the welcome and the menu, the keypad (or the keyboard's
 * digits, * and #) answers it, and the display says what is playing and where the call went.
 * The status line is a polite live region, so a screen reader follows the call too.
 */
export function CallSimulator({
  tree,
  sounds,
  cache,
  phone,
  onPhone,
  onCall,
}: {
  tree: IvrTree;
  /** Each prompt's sound (voice and music) as the set defines it. */
  sounds: ReadonlyMap<string, PromptSound>;
  cache: PromptAudioCache;
  /** The phone-line switch; the prompt list's Listen buttons follow it too. */
  phone: boolean;
  onPhone: (phone: boolean) => void;
  /** A call starts: anything else playing on the page stops. */
  onCall: () => void;
}) {
  const t = useTranslations('ivr.simulator');
  const { state, playing, loading, audioError, press, start, hangUp } = useCall(tree, sounds, cache, phone);
  const active = state.status === 'playing' || state.status === 'waiting';
  const prompt = tree.prompts.find((p) => p.id === playing);

  const status = audioError
    ? t('audioError')
    : loading
      ? t('loading')
      : state.status === 'idle'
        ? t('idle')
        : prompt
          ? t('playing', { title: prompt.title })
          : state.status === 'waiting'
            ? t('waiting', { seconds: tree.timeoutSeconds })
            : state.outcome?.type === 'department'
              ? t('routedDepartment', { label: state.outcome.label })
              : state.outcome?.type === 'operator'
                ? t('routedOperator')
                : state.outcome?.type === 'voicemail'
                  ? t('routedVoicemail')
                  : t('ended');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = ivrKeys.find((k) => k === event.key);
    if (!key) return;
    // Keys typed into a form field elsewhere never get here; on the phone they dial.
    event.preventDefault();
    press(key);
  };

  return (
    <section aria-labelledby="ivr-simulator-title" className="mx-auto w-full max-w-xs">
      <div
        onKeyDown={onKeyDown}
        className="rounded-[2rem] border border-line bg-paper p-4 shadow-[var(--shadow-card)]"
        data-testid="call-simulator"
      >
        <h3 id="ivr-simulator-title" className="text-center text-sm font-semibold">
          {t('title')}
        </h3>
        <div className="mt-3 min-h-28 rounded-card bg-canvas p-3 text-sm">
          <p
            role="status"
            aria-live="polite"
            className={audioError ? 'font-medium text-danger' : 'font-medium'}
            data-testid="call-status"
          >
            {status}
          </p>
          {prompt && <p className="mt-2 line-clamp-3 text-xs text-ink-soft">{prompt.text}</p>}
          {state.keys.length > 0 && (
            <p className="mt-2 font-mono text-xs text-ink-soft" data-testid="call-keys">
              {t('keys', { keys: state.keys.join(' ') })}
            </p>
          )}
        </div>
        <div role="group" aria-label={t('keypad')} className="mt-4 grid grid-cols-3 gap-2">
          {ivrKeys
            .slice(0, 9)
            .concat(['*', '0', '#'])
            .map((key) => (
              <button
                key={key}
                type="button"
                disabled={!active}
                onClick={() => press(key)}
                className="flex h-12 flex-col items-center justify-center rounded-full bg-canvas text-lg font-semibold transition-colors duration-150 hover:bg-accent-soft disabled:opacity-40 motion-reduce:transition-none"
                data-testid={`key-${key}`}
              >
                {key}
                <span aria-hidden className="text-[0.6rem] font-normal tracking-widest text-ink-muted">
                  {keyLetters[key] ?? '\u00a0'}
                </span>
              </button>
            ))}
        </div>
        <button
          type="button"
          onClick={() => {
            if (active) return hangUp();
            onCall();
            start();
          }}
          className={`mt-4 h-11 w-full rounded-full font-semibold text-paper ${active ? 'bg-danger' : 'bg-success'}`}
          data-testid="call-button"
        >
          {active ? t('hangUp') : t('call')}
        </button>
      </div>
      <label className="mt-3 flex items-center justify-center gap-2 text-sm">
        <input
          type="checkbox"
          role="switch"
          checked={phone}
          onChange={(e) => onPhone(e.currentTarget.checked)}
          className="size-4 accent-accent"
          data-testid="phone-line"
        />
        {t('phoneLine')}
      </label>
      <p className="mt-2 text-center text-xs text-ink-muted">{t('hint')}</p>
    </section>
  );
}
