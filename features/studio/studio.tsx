'use client';

import { BookOpen } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { findScriptLeftovers } from '@/lib/greeting/example-values';
import type { UseCase } from '@/lib/greeting/spec-values';
import type { LocaleTemplates, TemplateStyle } from '@/lib/greeting/templates/types';
import { localeNames, type Locale } from '@/lib/i18n/locales';
import { scriptSelection } from '@/components/pronunciations/pronounce-as';
import { useAppStore, useAppStoreApi } from '@/stores/store-provider';
import { FieldsForm } from './fields-form';
import { LazyListenButton, LazyPlayerBar } from './player-slots';
import { ReplaceConfirm } from './replace-confirm';
import { PronounceAs } from './pronounce-as';
import { parseStudioPreset, textStatus } from './script-edit';
import { ScriptEditor } from './script-editor';
import { cachedTemplates, ensureTemplates, provideTemplates } from './studio-templates';
import { TemplatePicker } from './template-picker';
import { UseCasePicker } from './use-case-picker';
import { useListenWarmUp } from './use-listen-warm-up';
import { useReplaceGuard } from './use-replace-guard';
import { useLocalizedScript } from './use-localized-script';
import { useStudioScript } from './use-studio-script';
import { VoicePanel } from './voice-panel';

/** What the actions beside Listen learn about the script: the example details still in it. */
export type StudioActionsContext = {
  examples: { field: string; label: string; value: string; kind: 'example' | 'blank' }[];
  /** Select the first example detail in the text box, to type over it. */
  review: () => void;
};

/**
 * The studio: use case → template fields → script → voice → music → listen, in that order in
 * the page, so keyboard and screen-reader order follow the flow at every width. Phones stack it;
 * wide screens place the same blocks in three columns with grid lines (use cases | fields,
 * script, listen | voice, music), never with `order`, which would leave Tab order behind.
 * `mixer` and `actions` are slots: features never import each other, so the page composes them.
 */
export function Studio({
  mixer,
  actions,
  initialUseCase,
  templates,
}: {
  mixer?: ReactNode;
  /** A node, or a function of what Add to cart must ask about (see StudioActionsContext). */
  actions?: ReactNode | ((context: StudioActionsContext) => ReactNode);
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
  const status = textStatus(text);
  const shownScript = useLocalizedScript(text, (next) => patchSpec({ text: next }));
  const leftovers = useMemo(
    () =>
      findScriptLeftovers(shownScript.shown, script.examples, {
        fields: script.fields,
        values: script.values,
      }),
    [shownScript.shown, script.examples, script.fields, script.values],
  );
  // Add to cart's "Edit" asks the editor to select the first example detail (a counter, so
  // every request is a new one).
  const [reviewRequest, setReviewRequest] = useState(0);
  const actionsContext: StudioActionsContext = {
    examples: leftovers.map((l) => ({
      field: l.field,
      label: t(`fields.${l.field}`),
      value: l.value,
      kind: l.kind,
    })),
    review: () => setReviewRequest((n) => n + 1),
  };
  const guard = useReplaceGuard(script.edited);
  const started = useRef(false);
  // The text boxes accept typing once the start below has run (see ScriptEditor's `ready`).
  const [ready, setReady] = useState(false);
  const root = useRef<HTMLElement>(null);
  useListenWarmUp(root);

  // First visit: fill the preset's (or the default) template so there is something to hear.
  // The link's parameters are read here, after hydration, so the page itself stays static.
  // A saved draft (stores/draft.ts) is read first: it is the visitor's work, and a link's
  // preset then applies to it as to any text of theirs.
  useEffect(() => {
    const start = () => {
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
      setReady(true);
    };
    if (!store.persist.hasHydrated()) return store.persist.onFinishHydration(start);
    start();
    return undefined;
  }, [store, script, initialUseCase, setUseCase]);

  // Each choice changes the page only once the visitor has answered (see useReplaceGuard).
  const chooseUseCase = (useCase: UseCase) => {
    const template = script.byUseCase[useCase][0]?.id ?? null;
    const name = t(`useCases.${useCase}`);
    guard.ask({
      name,
      keepNote: t('replaceKeepUseCase', { useCase: name }),
      replace: () => script.fill({ useCase, template }),
      // Keeping the text still switches the use case (and its mixer defaults): a visitor who
      // wrote their own on-hold text still wants on-hold music and export settings.
      keep: () => {
        setUseCase(useCase);
        store.getState().setScript({ template });
      },
    });
  };
  // A style is only a script: keeping the text keeps the style and fields that go with it.
  const chooseTemplate = (style: TemplateStyle) =>
    guard.ask({
      name: `${t(`useCases.${script.useCase}`)} · ${t(`styles.${style}`)}`,
      replace: () => script.fill({ template: style }),
    });
  const chooseLocale = (locale: Locale) => {
    const apply = () =>
      guard.ask({
        name: `${t(`useCases.${script.useCase}`)} · ${t(`styles.${script.template.id}`)}`,
        keepNote: t('replaceKeepLanguage', { language: localeNames[locale] }),
        replace: () => script.fill({ locale }),
        // The visitor's text is theirs; the voices still follow the language they picked.
        keep: () => patchSpec({ locale }),
      });
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
      data-ready={ready ? 'true' : undefined}
      className="relative rounded-card border border-line bg-paper p-3 shadow-[var(--shadow-card)] sm:p-5"
    >
      {/* Keyboard users reach Listen in a few Tabs (the header's "Skip to the studio" lands here). */}
      <a
        href="#studio-listen"
        data-testid="skip-to-listen"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:rounded-control focus:bg-paper focus:px-4 focus:py-2"
      >
        {t('skipToListen')}
      </a>
      {/* Wide: the side columns span all three rows; the last row (listen) is the flexible one, so a
          taller side column lengthens it rather than opening gaps between fields, script and listen. */}
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)_23rem] lg:grid-rows-[auto_auto_1fr] lg:gap-x-5 lg:gap-y-4">
        <div className="lg:col-start-1 lg:row-span-3 lg:row-start-1">
          <UseCasePicker value={script.useCase} onChange={chooseUseCase} confirmFirst={script.edited} />
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

        <div className="space-y-3 lg:col-start-2 lg:row-start-1">
          <TemplatePicker
            templates={script.templates}
            value={script.template.id}
            onChange={chooseTemplate}
            confirmFirst={script.edited}
          />
          <FieldsForm
            fields={script.fields}
            values={script.values}
            examples={script.examples}
            edited={script.edited}
            ready={ready}
            onChange={script.setField}
            onCommit={script.commitField}
          />
        </div>

        <div className="lg:col-start-2 lg:row-start-2">
          {guard.pending ? (
            <ReplaceConfirm
              key={guard.pending.id}
              name={guard.pending.name}
              keepNote={guard.pending.keepNote}
              onConfirm={() => guard.answer(true)}
              onCancel={() => guard.answer(false)}
            />
          ) : null}
          <ScriptEditor
            text={shownScript.shown}
            status={status}
            leftovers={leftovers}
            reviewRequest={reviewRequest}
            ready={ready}
            onChange={shownScript.change}
          />
          <PronounceAs getSelection={() => scriptSelection(root.current)} />
        </div>

        <div
          className="flex flex-col gap-5 lg:col-start-3 lg:row-span-3 lg:row-start-1 lg:gap-4 lg:border-l lg:border-line lg:pl-6"
          data-testid="studio-voice-column"
        >
          <div>
            <h2 className="sr-only">{t('voiceTitle')}</h2>
            <VoicePanel onLocaleChange={chooseLocale} />
          </div>
          <div>
            <h2 className="sr-only">{t('musicTitle')}</h2>
            {mixer ?? (
              <p className="rounded-control border border-dashed border-line p-3 text-sm text-ink-muted">
                {t('slotPending')}
              </p>
            )}
          </div>
        </div>

        <div
          id="studio-listen"
          tabIndex={-1}
          className="outline-none lg:col-start-2 lg:row-start-3 lg:self-start"
        >
          {/* Kept clear of the docked player when it appears (components/player/use-dock-space.ts). */}
          <div className="flex flex-wrap items-center gap-2 border-t border-line pt-4" data-dock-keep-clear>
            <ListenActions textOk={status.ok}>
              <LazyListenButton className="btn-primary min-w-36" />
              {typeof actions === 'function' ? actions(actionsContext) : actions}
            </ListenActions>
          </div>
          {/* Docked at the bottom on phones (the page makes room for it, see components/player/use-dock-space.ts); right under Listen on wider screens. */}
          <div className="empty:hidden sm:max-lg:mt-5">
            <LazyPlayerBar />
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * Listen and Add to cart, which wait for a valid text and a voice to speak it (a disabled
 * fieldset disables every button in it). It watches the voice itself: the voice list arriving
 * then re-renders this row, not the whole studio (a long task of a phone's first load, #29).
 */
function ListenActions({ textOk, children }: { textOk: boolean; children: ReactNode }) {
  // Until the voice list arrives there is no voice to speak with.
  const voiceId = useAppStore((s) => s.spec.voice.id);
  return (
    <fieldset disabled={!textOk || voiceId === ''} className="contents" data-testid="listen-actions">
      {children}
    </fieldset>
  );
}
