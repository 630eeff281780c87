'use client';

import { Loader2, Play, Square, TriangleAlert } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { localizePauses } from '@/lib/greeting/script';
import { useCases, type UseCase } from '@/lib/greeting/spec-values';
import type { Locale } from '@/lib/i18n/locales';
import { fillTemplate } from '@/lib/greeting/templates/fill';
import { useAppStore } from '@/stores/store-provider';
import { useVoices } from '@/components/voices/voices-query';
import { voicesFor } from '@/lib/tts/voice-list';
import { synthesizeExample } from './api/synthesize-example';
import { ReplaceConfirm } from './replace-confirm';
import { useReplaceGuard } from './use-replace-guard';
import { useSamplePlayer } from './use-sample-player';
import { useStudioScript } from './use-studio-script';

/**
 * Example greetings in the studio's language: every template of a use case, filled with the
 * language's examples, to play (synthesized with the language's default voice) and to use.
 * Using one goes the studio's way (useReplaceGuard): it asks before replacing a hand-edited
 * text, here under the example since the panel covers the studio, and it keeps the visitor's
 * field values (their company, name, number…) wherever the new script has the same fields.
 */
export function ExamplesPanel() {
  // Panels stay mounted while closed: fetch voices and hold audio only while this one is open.
  const open = useAppStore((s) => s.openPanel === 'examples');
  return open ? <ExampleList /> : null;
}

function ExampleList() {
  const t = useTranslations('examples');
  const ts = useTranslations('studio');
  const id = useId();
  const locale = useAppStore((s) => s.spec.locale);
  const pageLocale = useLocale() as Locale;
  const currentUseCase = useAppStore((s) => s.spec.useCase);
  const closePanel = useAppStore((s) => s.closePanel);
  const voices = useVoices();
  const script = useStudioScript();
  const sample = useSamplePlayer('example');
  const guard = useReplaceGuard(script.edited);
  const [filter, setFilter] = useState<UseCase>(currentUseCase);
  const voiceId = voices.data ? voicesFor(voices.data, locale)[0]?.id : undefined;

  // The studio's language's templates (useStudioScript loads them when that language is new).
  const examples = script.byUseCase[filter].map((template) => ({
    key: `${filter}/${template.id}`,
    template,
    title: t('title', { useCase: ts(`useCases.${filter}`), style: ts(`styles.${template.id}`) }),
    text: fillTemplate(template.text, {}, script.examples),
  }));

  return (
    <div className="space-y-4" data-testid="examples-panel">
      <p className="text-ink-soft">{t('intro')}</p>
      <div>
        <label htmlFor={`${id}-filter`} className="text-sm font-semibold text-ink-soft">
          {t('filter')}
        </label>
        <select
          id={`${id}-filter`}
          value={filter}
          onChange={(e) => {
            sample.stop();
            // A question about an example no longer listed goes with it (the text stays).
            if (guard.pending) guard.answer(false);
            setFilter(e.currentTarget.value as UseCase);
          }}
          className="mt-1 block h-10 w-full rounded-control border border-line bg-paper px-2.5"
        >
          {useCases.map((u) => (
            <option key={u} value={u}>
              {ts(`useCases.${u}`)}
            </option>
          ))}
        </select>
      </div>
      <ul className="space-y-3">
        {examples.map((example) => {
          const state = sample.state?.key === example.key ? sample.state.status : null;
          const Icon = state === 'loading' ? Loader2 : state === 'playing' ? Square : Play;
          return (
            <li key={example.key} className="rounded-card border border-line p-3" data-testid="example">
              <h3 className="font-semibold">{example.title}</h3>
              <p className="mt-1 line-clamp-4 text-sm text-ink-soft" lang={locale}>
                {localizePauses(example.text, pageLocale)}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  className="btn-secondary !min-h-9"
                  disabled={!voiceId}
                  aria-label={
                    state === 'playing'
                      ? t('stop', { title: example.title })
                      : t('play', { title: example.title })
                  }
                  onClick={() => {
                    if (state === 'playing' || state === 'loading') return sample.stop();
                    if (!voiceId) return;
                    void sample.play(example.key, () =>
                      synthesizeExample({ text: example.text, voiceId, locale }),
                    );
                  }}
                >
                  <Icon
                    aria-hidden
                    className={`size-4 ${state === 'loading' ? 'animate-spin motion-reduce:animate-none' : ''}`}
                  />
                  {state === 'loading' ? t('loading') : null}
                </button>
                <button
                  type="button"
                  className="btn-primary !min-h-9"
                  aria-label={t('useLabel', { title: example.title })}
                  onClick={() =>
                    guard.ask({
                      name: example.title,
                      source: example.key,
                      replace: () => {
                        sample.stop();
                        script.fill({ useCase: filter, template: example.template.id });
                        closePanel();
                        document.getElementById('studio')?.scrollIntoView({ block: 'start' });
                      },
                    })
                  }
                >
                  {t('use')}
                </button>
              </div>
              {guard.pending?.source === example.key ? (
                <ReplaceConfirm
                  key={guard.pending.id}
                  name={guard.pending.name}
                  onConfirm={() => guard.answer(true)}
                  onCancel={() => guard.answer(false)}
                  className="mt-3"
                />
              ) : null}
              {state === 'error' ? (
                <p role="alert" className="mt-2 flex items-center gap-2 text-sm text-danger">
                  <TriangleAlert aria-hidden className="size-4" />
                  {t('error')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
