// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { exampleValues } from '@/lib/greeting/templates';
import { newIvrSet } from '@/lib/ivr/set-spec';
import { ivrTemplate } from '@/lib/ivr/templates';
import { ivrLanguage } from '@/lib/ivr/language';
import { createAppStore, storageKey } from '../app-store';
import { initialSpec } from './greeting';
import { isIvrSetItem } from './cart';

const set = (company: string) =>
  newIvrSet(
    ivrTemplate('shop', ivrLanguage('en'), { company }, exampleValues('en')),
    { voiceId: 'v', speed: 1, pitch: 0 },
    null,
  );

describe('updateIvrSet', () => {
  beforeEach(() => localStorage.clear());

  it('saves a set back into its line, keeping the id, the place and the other lines', async () => {
    const store = createAppStore('en');
    await store.persist.rehydrate();
    const greeting = store.getState().addItem({ ...initialSpec('en'), text: 'Hello.' });
    const line = store.getState().addItem(set('Acme'));
    expect(store.getState().updateIvrSet(line, set('Acme Plumbing'))).toBe(true);
    const items = store.getState().items;
    expect(items.map((i) => i.id)).toEqual([greeting, line]);
    const saved = items[1]!;
    expect(isIvrSetItem(saved) && saved.spec).toEqual(set('Acme Plumbing'));
    // What survives a reload has the update too.
    expect(localStorage.getItem(storageKey)).toContain('Acme Plumbing');
  });

  it('refuses a greeting line and a line that is gone (the builder then adds a new one)', async () => {
    const store = createAppStore('en');
    await store.persist.rehydrate();
    const greeting = store.getState().addItem({ ...initialSpec('en'), text: 'Hello.' });
    const line = store.getState().addItem(set('Acme'));
    store.getState().removeItem(line);
    expect(store.getState().updateIvrSet(line, set('Other'))).toBe(false);
    expect(store.getState().updateIvrSet(greeting, set('Other'))).toBe(false);
    const items = store.getState().items;
    expect(items).toHaveLength(1);
    expect(isIvrSetItem(items[0]!)).toBe(false);
  });
});

describe('editIvrSet', () => {
  it('opens a line in the builder’s draft, keeping the template choice made there', () => {
    const store = createAppStore('en');
    const line = { id: 'line-1', spec: set('Acme'), addedAt: 'now' };
    store
      .getState()
      .setIvrDraft({ set: set('Mine'), industry: 'it-support', company: 'Mine', editingItemId: null });
    store.getState().editIvrSet(line);
    expect(store.getState().ivrDraft).toEqual({
      set: line.spec,
      industry: 'it-support',
      company: 'Mine',
      editingItemId: 'line-1',
    });
    expect(store.getState().ivrDraftOpened).toBe(1);
    // A copy: the builder's edits never change the cart line before it is saved.
    expect(store.getState().ivrDraft?.set).not.toBe(line.spec);
  });
});
