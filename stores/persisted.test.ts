import { describe, expect, it } from 'vitest';
import { exampleValues } from '@/lib/greeting/templates';
import { newIvrSet } from '@/lib/ivr/set-spec';
import { ivrTemplate } from '@/lib/ivr/templates';
import { ivrLanguage } from '@/lib/ivr/language';
import { initialSpec } from './slices/greeting';
import { migrateStoredState, parseStoredState, storedStateVersion } from './persisted';

const stored = (spec: unknown) =>
  JSON.stringify({
    state: { items: [{ id: 'a', spec, addedAt: 'now' }], currency: null, consent: null },
    version: 1,
  });

describe('the stored cart', () => {
  it('keeps an IVR set line as it was added', () => {
    const set = newIvrSet(
      ivrTemplate('shop', ivrLanguage('fr'), {}, exampleValues('fr')),
      { voiceId: 'v', speed: 1, pitch: 0 },
      null,
    );
    expect(parseStoredState(stored(set))?.state.items[0]?.spec).toEqual(set);
  });

  it('drops a tampered set whose tree does not hold together', () => {
    const set = newIvrSet(
      ivrTemplate('shop', ivrLanguage('fr'), {}, exampleValues('fr')),
      { voiceId: 'v', speed: 1, pitch: 0 },
      null,
    );
    set.tree.rootMenuId = 'nowhere';
    expect(parseStoredState(stored(set))).toBeNull();
  });
});

describe('the IVR builder’s stored draft', () => {
  const set = newIvrSet(
    ivrTemplate('law-firm', ivrLanguage('de'), { company: 'Kanzlei Maier' }, exampleValues('de')),
    { voiceId: 'v', speed: 1.1, pitch: -1 },
    'asterisk',
    { trackId: 't1', volumeDb: -20 },
  );
  const draft = { set, industry: 'law-firm', company: 'Kanzlei Maier', editingItemId: 'line-1' };
  const studioDraft = {
    spec: { ...initialSpec('de'), text: 'Hallo, hier ist die Kanzlei.' },
    script: { template: null, values: {}, filled: null },
    editingItemId: null,
  };
  const envelope = (ivrDraft: unknown) =>
    JSON.stringify({
      state: {
        items: [{ id: 'a', spec: set, addedAt: 'now' }],
        currency: 'EUR',
        consent: { analytics: true, decidedAt: 'now' },
        draft: studioDraft,
        ivrDraft,
      },
      version: storedStateVersion,
    });

  it('keeps tree, sound, phone system, template choice and the line being edited', () => {
    expect(parseStoredState(envelope(draft))?.state.ivrDraft).toEqual(draft);
  });

  it("keeps left-out prompts and the buyer's extensions; a draft from before them still loads", () => {
    const lean = structuredClone(draft);
    lean.set.tree = { ...lean.set.tree, holdPromptId: null, voicemailPromptId: null };
    lean.set.tree.prompts = lean.set.tree.prompts.filter((p) => p.kind !== 'hold' && p.kind !== 'voicemail');
    lean.set.targets = { departments: { 'department-1': '201' }, voicemailBox: '300@office' };
    expect(parseStoredState(envelope(lean))?.state.ivrDraft).toEqual(lean);
    expect(draft.set.targets).toBeUndefined();
    expect(parseStoredState(envelope(draft))?.state.ivrDraft?.set.tree.holdPromptId).toBe('hold');
  });

  it('keeps a menu still being built (two options on one key) for the builder to mark', () => {
    const unfinished = structuredClone(draft);
    const options = unfinished.set.tree.menus[0]!.options;
    options[1]!.key = options[0]!.key;
    expect(parseStoredState(envelope(unfinished))?.state.ivrDraft?.set.tree.menus[0]?.options[1]?.key).toBe(
      options[0]!.key,
    );
  });

  it('drops a bad draft alone: the cart, currency, consent and studio draft survive', () => {
    for (const bad of [
      { ...draft, industry: 'casino' },
      { ...draft, set: { ...set, tree: { ...set.tree, locale: 'xx' } } },
      { ...draft, company: 'x'.repeat(500) },
      'not a draft',
    ]) {
      const parsed = parseStoredState(envelope(bad));
      expect(parsed?.state.ivrDraft).toBeNull();
      expect(parsed?.state.items).toHaveLength(1);
      expect(parsed?.state.currency).toBe('EUR');
      expect(parsed?.state.consent?.analytics).toBe(true);
      expect(parsed?.state.draft?.spec.text).toBe(studioDraft.spec.text);
    }
  });

  it('reads a version 2 state written before the builder had a draft', () => {
    const old = JSON.stringify({
      state: { items: [], currency: null, consent: null, draft: null },
      version: 2,
    });
    const parsed = parseStoredState(old);
    expect(parsed?.state.ivrDraft).toBeUndefined();
    expect(migrateStoredState(parsed!.state, parsed!.version)).toEqual(parsed!.state);
  });
});
