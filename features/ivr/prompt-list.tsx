'use client';

import { ListMusic, Plus, Square, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { IvrEdit } from '@/lib/ivr/edit';
import { optionalSlotOf, type IvrPrompt, type IvrTree, type IvrTreeProblem } from '@/lib/ivr/tree';
import { countWords } from '@/lib/greeting/script';
import type { VoiceListItem } from '@/lib/tts/voice-list';
import { PromptVoiceAndListen } from './prompt-row';
import type { useListen } from './use-listen';

/**
 * Every prompt of the set in call order, each with its text, its word count and price, any
 * problem, its own voice if it has one, and Listen; "Listen to all" plays them in call order.
 */
export function PromptList({
  prompts,
  problems,
  tree,
  dispatch,
  priceLine,
  prices,
  voices,
  onPromptVoice,
  listen,
  leftOut,
}: {
  prompts: IvrPrompt[];
  /** Optional prompts not in the set, with the words they get when added back. */
  leftOut: readonly IvrPrompt[];
  problems: IvrTreeProblem[];
  tree: IvrTree;
  dispatch: (edit: IvrEdit) => void;
  priceLine: string;
  /** Each prompt's spoken words and price as the server counted them; null until it answers. */
  prices: ReadonlyMap<string, { words: number; price: string }> | null;
  voices: readonly VoiceListItem[] | null;
  onPromptVoice: (promptId: string, voiceId: string | null) => void;
  listen: ReturnType<typeof useListen>;
}) {
  const ts = useTranslations('ivr.simulator');
  const t = useTranslations('ivr');
  const emptyAt = new Set(
    problems.filter((p) => p.code === 'empty-prompt').map((p) => tree.prompts[Number(p.path[1])]?.id),
  );
  // Until the server has priced the set, the words as the page counts them, without a price.
  const priced = (prompt: IvrPrompt) => {
    const cost = prices?.get(prompt.id);
    return cost
      ? t('promptCost', { count: cost.words, price: cost.price })
      : t('promptWords', { count: countWords(prompt.text) });
  };
  return (
    <section aria-labelledby="ivr-prompts-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="ivr-prompts-title" className="text-base font-semibold">
          {t('promptsTitle')}
        </h3>
        <p className="text-sm text-ink-soft" data-testid="ivr-price">
          {priceLine}
        </p>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-secondary"
          aria-pressed={listen.all}
          onClick={() => listen.toggleAll(prompts.map((p) => p.id))}
          data-testid="ivr-listen-all"
        >
          {listen.all ? (
            <Square aria-hidden className="size-3.5 fill-current" />
          ) : (
            <ListMusic aria-hidden className="size-4" />
          )}
          {listen.all ? t('stopAll') : t('listenAll')}
        </button>
        <p role="status" className="text-sm text-danger" data-testid="ivr-listen-status">
          {listen.failed ? ts('audioError') : ''}
        </p>
      </div>
      <ol className="mt-2 space-y-3">
        {prompts.map((prompt, index) => {
          const id = `ivr-prompt-${prompt.id}`;
          const empty = emptyAt.has(prompt.id);
          return (
            <li key={prompt.id}>
              <div className="flex items-baseline justify-between gap-2">
                <label htmlFor={id} className="text-sm font-medium">
                  <span className="mr-1.5 font-mono text-xs text-ink-muted">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  {prompt.title}
                </label>
                <span className="flex items-center gap-2">
                  <span className="text-xs text-ink-muted" data-testid={`prompt-cost-${prompt.id}`}>
                    {priced(prompt)}
                  </span>
                  <LeaveOut prompt={prompt} tree={tree} dispatch={dispatch} />
                </span>
              </div>
              <textarea
                id={id}
                value={prompt.text}
                rows={2}
                maxLength={1500}
                aria-invalid={empty || undefined}
                aria-describedby={empty ? `${id}-problem` : undefined}
                onChange={(e) =>
                  dispatch({ type: 'prompt-text', promptId: prompt.id, text: e.currentTarget.value })
                }
                className={`mt-1 w-full rounded-control border bg-paper [field-sizing:content] px-2.5 py-2 text-[0.95rem] leading-relaxed focus:border-accent ${empty ? 'border-danger' : 'border-line'}`}
                data-testid={`prompt-${prompt.id}`}
              />
              <PromptVoiceAndListen
                prompt={prompt}
                voices={voices}
                onVoice={(voiceId) => onPromptVoice(prompt.id, voiceId)}
                listening={listen.current === prompt.id}
                loading={listen.loading}
                onListen={() => listen.toggle(prompt.id)}
              />
              {empty && (
                <p id={`${id}-problem`} className="text-xs text-danger">
                  {t('problems.emptyPrompt')}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {leftOut.length > 0 && (
        <div className="mt-3" data-testid="ivr-left-out">
          <h4 className="text-sm font-medium text-ink-soft">{t('leftOutTitle')}</h4>
          <ul className="mt-1 flex flex-wrap gap-2">
            {leftOut.map((prompt) => (
              <li key={prompt.id}>
                <button
                  type="button"
                  className="inline-flex h-11 items-center gap-1 rounded-full border border-line bg-paper px-3 sm:h-8 text-sm font-medium text-accent hover:bg-accent-soft"
                  onClick={() => dispatch({ type: 'restore-prompt', prompt })}
                  data-testid={`prompt-restore-${prompt.kind}`}
                >
                  <Plus aria-hidden className="size-3.5" /> {t('addPromptBack', { title: prompt.title })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** "Leave out" for a prompt the set can do without (hold, voicemail, after-hours…); none for the rest. */
function LeaveOut({
  prompt,
  tree,
  dispatch,
}: {
  prompt: IvrPrompt;
  tree: IvrTree;
  dispatch: (edit: IvrEdit) => void;
}) {
  const t = useTranslations('ivr');
  const slot = optionalSlotOf(prompt.kind);
  if (!slot || tree[slot] !== prompt.id) return null;
  return (
    <button
      type="button"
      onClick={() => dispatch({ type: 'remove-prompt', slot })}
      aria-label={t('leavePromptOutNamed', { title: prompt.title })}
      className="inline-flex h-11 items-center gap-1 rounded-full border border-line px-2.5 sm:h-7 text-xs font-medium text-ink-soft hover:border-danger hover:text-danger"
      data-testid={`prompt-remove-${prompt.kind}`}
    >
      <X aria-hidden className="size-3.5" /> {t('leavePromptOut')}
    </button>
  );
}
