'use client';

import { useTranslations } from 'next-intl';
import type { IvrEdit } from '@/lib/ivr/edit';
import type { IvrPrompt, IvrTree, IvrTreeProblem } from '@/lib/ivr/tree';
import { countWords } from '@/lib/greeting/script';

/** Every prompt of the set in call order, each with its text, its word count and any problem. */
export function PromptList({
  prompts,
  problems,
  tree,
  dispatch,
  priceLine,
  prices,
}: {
  prompts: IvrPrompt[];
  problems: IvrTreeProblem[];
  tree: IvrTree;
  dispatch: (edit: IvrEdit) => void;
  priceLine: string;
  /** Each prompt's spoken words and price as the server counted them; null until it answers. */
  prices: ReadonlyMap<string, { words: number; price: string }> | null;
}) {
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
                <span className="text-xs text-ink-muted" data-testid={`prompt-cost-${prompt.id}`}>
                  {priced(prompt)}
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
              {empty && (
                <p id={`${id}-problem`} className="text-xs text-danger">
                  {t('problems.emptyPrompt')}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
