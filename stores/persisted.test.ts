import { describe, expect, it } from 'vitest';
import { exampleValues } from '@/lib/greeting/templates';
import { newIvrSet } from '@/lib/ivr/set-spec';
import { ivrTemplate } from '@/lib/ivr/templates';
import { parseStoredState } from './persisted';

const stored = (spec: unknown) =>
  JSON.stringify({
    state: { items: [{ id: 'a', spec, addedAt: 'now' }], currency: null, consent: null },
    version: 1,
  });

describe('the stored cart', () => {
  it('keeps an IVR set line as it was added', () => {
    const set = newIvrSet(
      ivrTemplate('shop', 'fr', {}, exampleValues('fr')),
      { voiceId: 'v', speed: 1, pitch: 0 },
      null,
    );
    expect(parseStoredState(stored(set))?.state.items[0]?.spec).toEqual(set);
  });

  it('drops a tampered set whose tree does not hold together', () => {
    const set = newIvrSet(
      ivrTemplate('shop', 'fr', {}, exampleValues('fr')),
      { voiceId: 'v', speed: 1, pitch: 0 },
      null,
    );
    set.tree.rootMenuId = 'nowhere';
    expect(parseStoredState(stored(set))).toBeNull();
  });
});
