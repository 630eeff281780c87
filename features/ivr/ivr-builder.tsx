'use client';

import { Plus, RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import type { Currency } from '@/lib/commerce/currencies';
import type { PhoneSystem } from '@/lib/greeting/spec-values';
import type { TemplateFieldId } from '@/lib/greeting/templates/types';
import type { VoiceRequest } from '@/lib/playback/voice-request';
import { ivrEditReducer, type IvrEdit } from '@/lib/ivr/edit';
import { isGeneratedMenuText } from '@/lib/ivr/menu-text';
import { fieldsEdit, industries, ivrTemplate, type Industry, type IvrLanguage } from '@/lib/ivr/templates';
import {
  ivrLimits,
  ivrTreeProblems,
  optionalPromptSlots,
  promptSlots,
  promptsInCallOrder,
  type IvrPrompt,
  type IvrTree,
} from '@/lib/ivr/tree';
import { useAppStoreApi } from '@/stores/store-provider';
import { useCurrency } from '@/stores/visitor-region';
import { createPromptAudioCache } from './api/prompt-audio';
import { useSetQuote } from './api/set-quote';
import { CallSimulator } from './call-simulator';
import { OptionRow } from './option-row';
import { PromptList } from './prompt-list';
import { ivrPromptSpecs, newIvrSet } from '@/lib/ivr/set-spec';
import { SetDictionary, useSetDictionary } from './set-dictionary';
import { SetPurchase } from './set-purchase';
import { setMusic, SetSoundFields, soundFromSet } from './set-sound';
import { readTargets, SetTargets, targetInputs, type TargetInputs } from './set-targets';
import { useIvrDraft } from './use-ivr-draft';
import { useHearWord } from './use-hear-word';
import { useListen } from './use-listen';
import { useSetSound } from './use-set-sound';

export type IvrBuilderProps = {
  /**
   * The page's language with its menu phrases and industry words (lib/ivr/language.ts, on the
   * server): the builder works in that language only, so the browser gets none of the other six.
   */
  language: IvrLanguage;
  /** The page's default voice: the set starts with it until the visitor picks another. */
  voice: Omit<VoiceRequest, 'text'>;
  examples: Partial<Record<TemplateFieldId, string>>;
  /** Price of one prompt per currency, formatted on the server (prices live there). */
  promptPrices: Record<Currency, string>;
};

const subscribeNothing = () => () => undefined;

/**
 * The tree with a counter that moves on every change (the simulator restarts on a new version),
 * and the phrases its edits generate text with (they never change while the builder lives).
 */
type Versioned = { tree: IvrTree; version: number; phrases: IvrLanguage['phrases'] };
function versionedReducer(state: Versioned, edit: IvrEdit): Versioned {
  const tree = ivrEditReducer(state.tree, edit, state.phrases);
  return tree === state.tree ? state : { ...state, tree, version: state.version + 1 };
}

const control = 'h-9 rounded-control border border-line bg-paper px-2.5 text-[0.95rem] focus:border-accent';

/**
 * The IVR menu builder: a template per industry, the main menu's options, every prompt's text, the
 * timing, and a call simulator beside it that plays the menu as a caller hears it.
 */
export function IvrBuilder({ language, voice, examples, promptPrices }: IvrBuilderProps) {
  const t = useTranslations('ivr');
  const { locale, phrases } = language;
  const [industry, setIndustry] = useState<Industry>('dental-practice');
  const [company, setCompany] = useState('');
  const [template, setTemplate] = useState(() => ivrTemplate('dental-practice', language, {}, examples));
  const [{ tree, version }, dispatch] = useReducer(versionedReducer, { tree: template, version: 0, phrases });
  const [confirming, setConfirming] = useState<Industry | null>(null);
  const [phoneSystem, setPhoneSystem] = useState<PhoneSystem | null>(null);
  const [targetText, setTargetText] = useState<TargetInputs>({});
  // Set by the visitor's first change (and a restored draft): an untouched template is not stored.
  const [touched, setTouched] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  // Moves on every restore: the purchase box forgets "added" (an opened line is not saved yet).
  const [restores, setRestores] = useState(0);
  const [phone, setPhone] = useState(false);
  // A new key hangs up the simulator's call: Listen and a call never talk over each other.
  const [callKey, setCallKey] = useState(0);
  // The server renders the builder and the browser hydrates it later, as its own piece of work: a
  // choice made before then is lost, so browser tests wait for this mark before they act.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const cache = useMemo(() => createPromptAudioCache(), []);
  useEffect(() => () => cache.dispose(), [cache]);
  const {
    sound,
    change,
    voices,
    voicesFailed,
    retryVoices,
    replace: replaceSound,
  } = useSetSound(locale, voice, dispatch);
  // Every change the visitor makes goes through these, so the draft starts with the first one.
  const edit = (e: IvrEdit) => {
    setTouched(true);
    dispatch(e);
  };
  const changeSound: typeof change = (patch) => {
    setTouched(true);
    change(patch);
  };
  const changePhoneSystem = (system: PhoneSystem | null) => {
    setTouched(true);
    setPhoneSystem(system);
  };
  const currency = useCurrency();
  const store = useAppStoreApi();

  const problems = ivrTreeProblems(tree);
  const money = (minor: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
  const menu = tree.menus.find((m) => m.id === tree.rootMenuId) ?? tree.menus[0];
  const duplicateKeys = new Set(problems.filter((p) => p.code === 'duplicate-key').map((p) => p.path[3]));
  const menuPrompt = tree.prompts.find((p) => p.id === menu?.promptId);
  const edited = tree !== template;
  const prompts = promptsInCallOrder(tree);
  const { targets, invalid: invalidTargets } = useMemo(
    () => readTargets(tree, targetText),
    [tree, targetText],
  );
  // Only a dialplan uses the targets: other phone systems' sets carry none.
  const setTargets = phoneSystem === 'asterisk' && Object.keys(targets).length > 0 ? targets : null;
  // Left-out prompts come back with the template's words (also those the industry starts without).
  const leftOut = useMemo(() => {
    const complete = ivrTemplate(industry, language, { company }, examples, true);
    return optionalPromptSlots
      .filter((slot) => !tree[slot])
      .map((slot) => complete.prompts.find((p) => p.kind === promptSlots[slot]))
      .filter((p): p is IvrPrompt => p !== undefined);
  }, [tree, industry, language, company, examples]);
  // The set's own words and a signed-in visitor's dictionary apply to every prompt of the set.
  const { dictionary, own, words, replace: replaceWords } = useSetDictionary(locale, () => setTouched(true));
  const root = useRef<HTMLDivElement>(null);
  const set = useMemo(
    () => newIvrSet(tree, sound, phoneSystem, setMusic(sound), words, setTargets),
    [tree, sound, phoneSystem, words, setTargets],
  );
  // Each prompt's sound exactly as the set will render it (own voice or the set's, the music, the words).
  const sounds = useMemo(
    () =>
      new Map(
        ivrPromptSpecs(newIvrSet(tree, sound, null, setMusic(sound), words)).map((p) => [p.promptId, p.spec]),
      ),
    [tree, sound, words],
  );
  // The draft holds the set's own words, not the account's: those are applied again on the next visit.
  const draftSet = useMemo(
    () => newIvrSet(tree, sound, phoneSystem, setMusic(sound), own, setTargets),
    [tree, sound, phoneSystem, own, setTargets],
  );
  const draft = useMemo(
    () => (touched || editingId ? { set: draftSet, industry, company, editingItemId: editingId } : null),
    [touched, editingId, draftSet, industry, company],
  );
  useIvrDraft(locale, draft, (d) => {
    setIndustry(d.industry);
    setCompany(d.company);
    setTemplate(ivrTemplate(d.industry, language, { company: d.company }, examples));
    dispatch({ type: 'replace', tree: d.set.tree });
    replaceSound(soundFromSet(d.set.settings));
    setPhoneSystem(d.set.settings.phoneSystem ?? null);
    setTargetText(targetInputs(d.set.targets));
    replaceWords(d.set.settings.pronunciations ?? []);
    setEditingId(d.editingItemId);
    setConfirming(null);
    setTouched(true);
    setRestores((n) => n + 1);
  });
  const listen = useListen(sounds, cache, phone, () => setCallKey((k) => k + 1));
  // A word is heard in the set's voice (the welcome's); it hangs up a call and stops Listen.
  const hear = useHearWord(sounds.get(tree.welcomePromptId), cache, () => {
    listen.stop();
    setCallKey((k) => k + 1);
  });
  const quote = useSetQuote(set, currency, locale, problems.length === 0);
  const priced = quote.data?.currency === currency ? quote.data : undefined;
  const unitPrice = priced ? [...priced.prompts.values()][0]?.unitPrice : undefined;

  const load = (next: Industry, name = company) => {
    const fresh = ivrTemplate(next, language, { company: name }, examples);
    setIndustry(next);
    setTemplate(fresh);
    dispatch({ type: 'replace', tree: fresh });
    setConfirming(null);
    setTouched(true);
  };
  // "Use this menu" and "Replace": the visitor starts again from the template, so the draft goes
  // (a cart line being edited stays open: its next save still updates it).
  const startAgain = (next: Industry) => {
    load(next);
    setTouched(false);
    if (!editingId) store.getState().setIvrDraft(null);
  };
  const chooseIndustry = (next: Industry) => (edited ? setConfirming(next) : load(next));
  // The company name fills the welcome, after-hours and holiday prompts as the visitor types, as
  // long as those still read as generated; an untouched template is simply made again.
  const changeCompany = (next: string) => {
    setCompany(next);
    setTouched(true);
    if (!edited) load(industry, next);
    else edit(fieldsEdit(industry, language, { company }, { company: next }, examples));
  };

  return (
    // DOM order is the phone's reading order (settings, menu, simulator, prompts, timing); from lg
    // the simulator moves to a sticky right column beside everything else.
    <div
      ref={root}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
      data-testid="ivr-builder"
      data-hydrated={hydrated ? 'true' : undefined}
    >
      <div className="min-w-0 space-y-6 lg:col-start-1">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grow basis-48">
            <label htmlFor="ivr-industry" className="block text-xs font-medium text-ink-soft">
              {t('industryLabel')}
            </label>
            <select
              id="ivr-industry"
              value={confirming ?? industry}
              onChange={(e) => chooseIndustry(e.currentTarget.value as Industry)}
              className={`${control} w-full`}
              data-testid="ivr-industry"
            >
              {industries.map((id) => (
                <option key={id} value={id}>
                  {t(`industries.${id}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="grow basis-48">
            <label htmlFor="ivr-company" className="block text-xs font-medium text-ink-soft">
              {t('companyLabel')}
            </label>
            <input
              id="ivr-company"
              value={company}
              maxLength={120}
              onChange={(e) => changeCompany(e.currentTarget.value)}
              className={`${control} w-full`}
              data-testid="ivr-company"
            />
          </div>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => (edited ? setConfirming(industry) : startAgain(industry))}
          >
            {t('applyTemplate')}
          </button>
        </div>
        {confirming && (
          <div
            role="alertdialog"
            aria-labelledby="ivr-replace-question"
            className="rounded-card border border-warning/40 bg-canvas p-3"
          >
            <p id="ivr-replace-question" className="text-sm font-medium">
              {t('replaceQuestion')}
            </p>
            <div className="mt-2 flex gap-2">
              <button type="button" className="btn-secondary" autoFocus onClick={() => setConfirming(null)}>
                {t('replaceNo')}
              </button>
              <button type="button" className="btn-ghost" onClick={() => startAgain(confirming)}>
                {t('replaceYes')}
              </button>
            </div>
          </div>
        )}

        <SetSoundFields
          sound={sound}
          onChange={changeSound}
          voices={voices}
          voicesFailed={voicesFailed}
          onRetry={retryVoices}
        />

        {menu && (
          <fieldset className="@container">
            <legend className="text-base font-semibold">{t('menuTitle')}</legend>
            <ol className="mt-2 space-y-2" aria-label={t('menuTitle')}>
              {menu.options.map((option, index) => (
                <OptionRow
                  key={`${option.key}-${index}`}
                  menu={menu}
                  index={index}
                  dispatch={edit}
                  duplicate={duplicateKeys.has(index)}
                />
              ))}
            </ol>
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-ghost"
                disabled={
                  menu.options.length >= ivrLimits.optionsPerMenu || tree.prompts.length >= ivrLimits.prompts
                }
                onClick={() => edit({ type: 'add-option', menuId: menu.id })}
                data-testid="ivr-add-option"
              >
                <Plus aria-hidden className="size-4" /> {t('addOption')}
              </button>
              {menuPrompt && !isGeneratedMenuText(menuPrompt.text, menu.options, phrases) && (
                <button
                  type="button"
                  className="btn-ghost"
                  onClick={() => edit({ type: 'regenerate-menu', menuId: menu.id })}
                >
                  <RotateCcw aria-hidden className="size-4" /> {t('regenerate')}
                </button>
              )}
            </div>
          </fieldset>
        )}
      </div>
      <div className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
        {/* A new key whenever the menu changes: a call in progress never runs on an old tree. */}
        <CallSimulator
          key={`${version}-${callKey}`}
          tree={tree}
          sounds={sounds}
          cache={cache}
          phone={phone}
          onPhone={setPhone}
          onCall={listen.stop}
        />
      </div>
      <div className="min-w-0 space-y-6 lg:col-start-1">
        <PromptList
          prompts={prompts}
          problems={problems}
          tree={tree}
          dispatch={edit}
          priceLine={t('setPrice', {
            count: prompts.length,
            price: unitPrice !== undefined ? money(unitPrice) : promptPrices[currency],
            discount: priced?.discountPercent ?? 0,
          })}
          prices={
            priced
              ? new Map([...priced.prompts].map(([id, p]) => [id, { words: p.words, price: money(p.net) }]))
              : null
          }
          voices={voices}
          onPromptVoice={(promptId, voiceId) =>
            edit({
              type: 'prompt-voice',
              promptId,
              voice: voiceId ? { id: voiceId, speed: sound.speed, pitch: sound.pitch } : null,
            })
          }
          listen={listen}
          leftOut={leftOut}
        />
        <SetDictionary dictionary={dictionary} root={() => root.current} hear={hear} />

        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-base font-semibold">{t('timingTitle')}</legend>
          <label className="text-xs font-medium text-ink-soft">
            {t('timeoutLabel')}
            <input
              type="number"
              min={ivrLimits.timeoutSeconds.min}
              max={ivrLimits.timeoutSeconds.max}
              value={tree.timeoutSeconds}
              onChange={(e) =>
                edit({
                  type: 'timing',
                  timeoutSeconds: e.currentTarget.valueAsNumber || tree.timeoutSeconds,
                })
              }
              className={`${control} mt-0.5 block w-24`}
              data-testid="ivr-timeout"
            />
          </label>
          <label className="text-xs font-medium text-ink-soft">
            {t('retriesLabel')}
            <input
              type="number"
              min={ivrLimits.retries.min}
              max={ivrLimits.retries.max}
              value={tree.retries}
              onChange={(e) =>
                edit({ type: 'timing', retries: e.currentTarget.valueAsNumber || tree.retries })
              }
              className={`${control} mt-0.5 block w-24`}
            />
          </label>
        </fieldset>

        <SetPurchase
          key={restores}
          set={set}
          phoneSystem={phoneSystem}
          onPhoneSystem={changePhoneSystem}
          editingId={editingId}
          onEditing={setEditingId}
          total={priced ? money(priced.net) : null}
          discount={priced?.discountPercent ?? 0}
          quoteFailed={quote.isError}
          ready={problems.length === 0 && invalidTargets.size === 0}
        >
          {phoneSystem === 'asterisk' && (
            <SetTargets
              tree={tree}
              inputs={targetText}
              invalid={invalidTargets}
              onChange={(field, value) => {
                setTouched(true);
                setTargetText((all) => ({ ...all, [field]: value }));
              }}
            />
          )}
        </SetPurchase>
      </div>
    </div>
  );
}
