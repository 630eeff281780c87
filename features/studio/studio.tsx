'use client';

import { BookOpen } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { UseCase } from '../../lib/greeting/spec-values';
import type { LocaleTemplates, TemplateStyle } from '../../lib/greeting/templates/types';
import type { Locale } from '../../lib/i18n/locales';
import { useAppStore, useAppStoreApi } from '../../stores/store-provider';
import { FieldsForm } from './fields-form';
import { LazyListenButton, LazyPlayerBar } from './player-slots';
import { ReplaceConfirm } from './replace-confirm';
import { parseStudioPreset, textStatus } from './script-edit';
import { ScriptEditor } from './script-editor';
import { cachedTemplates, ensureTemplates, provideTemplates } from './studio-templates';
import { TemplatePicker } from './template-picker';
import { UseCasePicker } from './use-case-picker';
import { useListenWarmUp } from './use-listen-warm-up';
import { useStudioScript } from './use-studio-script';
import { VoicePanel } from './voice-panel';

type Pending = { name: string; apply: () => void };

/**
 * The studio: use case → template fields → script → voice → music → listen. On wide screens
 * script and voice sit side by side; on phones everything stacks in that order (the column
 * wrappers turn into `display: contents` so their children can be ordered one by one).
 * `mixer` and `actions` are slots: features never import each other, so the page composes them.
 */
export function Studio({
  mixer,
  actions,
  initialUseCase,
  templates,
}: {
  mixer?: ReactNode;
  actions?: ReactNode;
  /** A content page's preset; a `?useCase=` search parameter takes precedence (see parseStudioPreset). */
  initialUseCase?: UseCase;
  /** The page language's script templates (index.ts passes them from the server). */
  templates: { locale: Locale; data: LocaleTemplates };
}) {
  provideTemplates(templates.locale, templates.data);
  const t = useTranslations('studio');
  const store = useAppStoreApi();
  const script = useStudioScript(initialUseCase);
  const text = script.text;
  const patchSpec = useAppStore((s) => s.patchSpec);
  const setUseCase = useAppStore((s) => s.setUseCase);
  const showPanel = useAppStore((s) => s.showPanel);
  // Until the voice list arrives there is no voice to speak with.
  const voiceId = useAppStore((s) => s.spec.voice.id);
  const status = textStatus(text);
  const [pending, setPending] = useState<Pending | null>(null);
  const started = useRef(false);
  const root = useRef<HTMLElement>(null);
  useListenWarmUp(root);

  // First visit: fill the preset's (or the default) template so there is something to hear.
  // The link's parameters are read here, after hydration, so the page itself stays static.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const preset = parseStudioPreset(window.location.search);
    const useCase = preset.useCase ?? initialUseCase;
    const s = store.getState();
    if (s.spec.text.trim() === '' || s.spec.text === s.script.filled) {
      // Keep the chosen style when returning to the same use case; a new use case starts with its first.
      const switching = useCase !== undefined && useCase !== s.spec.useCase;
      script.fill({ useCase, template: preset.template ?? (switching ? null : undefined) });
      // A free example's own script counts as the visitor's text: switching style asks before replacing it.
      if (preset.text) s.patchSpec({ text: preset.text });
    } else if (useCase && useCase !== s.spec.useCase) {
      setUseCase(useCase);
    }
    // The voice list keeps this voice if it speaks the studio's language, else picks that language's best.
    if (preset.voice) s.patchVoice({ id: preset.voice });
  }, [store, script, initialUseCase, setUseCase]);

  /** Overwrite the text now if untouched, else ask first. */
  const guarded = (name: string, apply: () => void, keep?: () => void) => {
    if (!script.edited) return apply();
    keep?.();
    setPending({ name, apply });
  };

  const chooseUseCase = (useCase: UseCase) => {
    const template = script.byUseCase[useCase][0]?.id ?? null;
    guarded(
      t(`useCases.${useCase}`),
      () => script.fill({ useCase, template }),
      () => {
        // Keeping the text still switches the use case (and its mixer defaults).
        setUseCase(useCase);
        store.getState().setScript({ template });
      },
    );
  };
  const chooseTemplate = (style: TemplateStyle) =>
    guarded(
      `${t(`useCases.${script.useCase}`)} · ${t(`styles.${style}`)}`,
      () => script.fill({ template: style }),
      () => store.getState().setScript({ template: style }),
    );
  const chooseLocale = (locale: Locale) => {
    const apply = () =>
      guarded(
        `${t(`useCases.${script.useCase}`)} · ${t(`styles.${script.template.id}`)}`,
        () => script.fill({ locale }),
        () => patchSpec({ locale }),
      );
    // Another language's templates come on demand: switch once they are here, so neither the
    // question nor the kept text ever shows a script in the wrong language.
    if (cachedTemplates(locale)) apply();
    else ensureTemplates(locale).then(apply, () => undefined);
  };

  // The visitor switched the site's language (the store outlives client navigation): the
  // studio follows, as it would on a fresh visit.
  const pageLocale = useLocale();
  const lastPageLocale = useRef(pageLocale);
  useEffect(() => {
    if (lastPageLocale.current === pageLocale) return;
    lastPageLocale.current = pageLocale;
    const s = store.getState();
    if (s.spec.locale === pageLocale) return;
    // Hand-edited text is kept (only the language changes); an untouched script is refilled.
    if (s.spec.text === s.script.filled) script.fill({ locale: pageLocale });
    else s.patchSpec({ locale: pageLocale });
  });

  return (
    <section
      ref={root}
      aria-label={t('regionLabel')}
      data-testid="studio"
      className="rounded-card border border-line bg-paper p-3 shadow-[var(--shadow-card)] sm:p-5"
    >
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)_23rem] lg:gap-5">
        <div className="order-1">
          <UseCasePicker value={script.useCase} onChange={chooseUseCase} />
          <button
            type="button"
            className="btn-ghost mt-2 !min-h-9 !px-2.5 !text-sm"
            onClick={() => showPanel('examples')}
            aria-haspopup="dialog"
            data-testid="open-examples"
          >
            <BookOpen aria-hidden className="size-4" />
            {t('examples')}
          </button>
        </div>

        <div className="contents lg:order-2 lg:flex lg:flex-col lg:gap-4">
          <div className="order-2 space-y-3">
            <TemplatePicker
              templates={script.templates}
              value={script.template.id}
              onChange={chooseTemplate}
            />
            <FieldsForm
              fields={script.fields}
              values={script.values}
              examples={script.examples}
              edited={script.edited}
              onChange={script.setField}
              onCommit={script.commitField}
            />
          </div>
          <div className="order-3">
            {pending ? (
              <ReplaceConfirm
                name={pending.name}
                onConfirm={() => {
                  pending.apply();
                  setPending(null);
                }}
                onCancel={() => setPending(null)}
              />
            ) : null}
            <ScriptEditor text={text} status={status} onChange={(next) => patchSpec({ text: next })} />
          </div>
          <div className="order-6 flex flex-wrap items-center gap-2 border-t border-line pt-4">
            {/* A disabled fieldset disables every button in it: listen and add-to-cart wait for a valid text. */}
            <fieldset
              disabled={!status.ok || voiceId === ''}
              className="contents"
              data-testid="listen-actions"
            >
              <LazyListenButton className="btn-primary min-w-36" />
              {actions}
            </fieldset>
          </div>
          {/* Docked at the bottom on phones (its page spacer is not needed inside the card: the page goes on below); right under Listen on wider screens. */}
          <div className="order-7 empty:hidden lg:-mt-4 max-sm:-mt-5 max-sm:[&>[aria-hidden]]:hidden">
            <LazyPlayerBar />
          </div>
        </div>

        <div className="contents lg:order-3 lg:flex lg:flex-col lg:gap-4 lg:border-l lg:border-line lg:pl-6">
          <div className="order-4">
            <h2 className="sr-only">{t('voiceTitle')}</h2>
            <VoicePanel onLocaleChange={chooseLocale} />
          </div>
          <div className="order-5">
            <h2 className="sr-only">{t('musicTitle')}</h2>
            {mixer ?? (
              <p className="rounded-control border border-dashed border-line p-3 text-sm text-ink-muted">
                {t('slotPending')}
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
