import { describe, expect, it } from 'vitest';
import { exampleValues } from '../greeting/templates';
import { cartLineSchema } from '../orders/checkout/input';
import { asteriskDialplan } from './dialplan';
import { ivrSetDocuments, ivrFolder } from './delivery';
import { isIvrSet, newIvrSet, type IvrSetSpec } from './set-spec';
import { ivrSetPrompts } from './set-prompts';
import { ivrTemplate } from './templates';
import { ivrLanguage } from './language';

const set = (phone: 'asterisk' | null = null): IvrSetSpec =>
  newIvrSet(
    ivrTemplate('law-firm', ivrLanguage('de'), { company: 'Kanzlei Groß' }, exampleValues('de')),
    {
      voiceId: 'espeak-de',
      speed: 1.1,
      pitch: 0,
    },
    phone,
  );

describe('the IVR set travels as one cart line', () => {
  it('survives JSON and the cart schema unchanged', () => {
    const original = set('asterisk');
    const sent = JSON.parse(JSON.stringify(original)) as unknown;
    const parsed = cartLineSchema.parse(sent);
    expect(parsed).toEqual(original);
  });

  it('keeps greetings stored before sets existed (no kind) as greetings', () => {
    const greeting = { useCase: 'ivr', locale: 'en', text: 'For sales, press 1.', voice: { id: 'v1' } };
    const parsed = cartLineSchema.parse(greeting);
    expect(isIvrSet(parsed)).toBe(false);
    expect(parsed).toMatchObject(greeting);
  });

  it('refuses a set whose tree is broken, naming the field', () => {
    const broken = set();
    broken.tree.menus[0]!.options[1]!.key = '1';
    const result = cartLineSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('duplicate-key');
    expect(cartLineSchema.safeParse({ ...set(), kind: 'ivr-menu' }).success).toBe(false);
  });
});

describe('ivrSetPrompts', () => {
  it('gives one complete greeting per prompt in call order, named for the phone system', () => {
    const s = set('asterisk');
    s.tree.prompts[0] = { ...s.tree.prompts[0]!, voice: { id: 'espeak-de-2', speed: 1, pitch: 1 } };
    const prompts = ivrSetPrompts(s);
    expect(prompts).toHaveLength(s.tree.prompts.length);
    expect(prompts.map((p) => p.fileBase.slice(0, 3))).toEqual(
      prompts.map((_, i) => `${String(i + 1).padStart(2, '0')}-`),
    );
    expect(prompts[0]).toMatchObject({ promptId: 'welcome', fileBase: '01-begruessung' });
    for (const p of prompts) {
      expect(p.fileBase).toMatch(/^[a-z0-9-]+$/);
      expect(p.spec).toMatchObject({
        useCase: 'ivr',
        locale: 'de',
        phoneSystem: 'asterisk',
        preset: 'pcm-8k',
      });
    }
    // The prompt's own voice wins; the others share the set's.
    expect(prompts[0]?.spec.voice).toEqual({ id: 'espeak-de-2', speed: 1, pitch: 1 });
    expect(prompts[1]?.spec.voice).toEqual({ id: 'espeak-de', speed: 1.1, pitch: 0 });
    // The same set gives the same greetings: what is priced is what is rendered, every time.
    expect(ivrSetPrompts(JSON.parse(JSON.stringify(s)) as IvrSetSpec)).toEqual(prompts);
  });
});

describe('the set’s music', () => {
  const tree = () => ivrTemplate('shop', ivrLanguage('en'), {}, exampleValues('en'));
  const voice = { voiceId: 'v', speed: 1, pitch: 0 };

  it('plays under every prompt at its level, with the IVR timing around the voice', () => {
    const s = newIvrSet(tree(), voice, null, { trackId: 'clear-horizon', volumeDb: -22 });
    expect(cartLineSchema.parse(JSON.parse(JSON.stringify(s)))).toEqual(s);
    for (const p of ivrSetPrompts(s))
      expect(p.spec.music).toMatchObject({ trackId: 'clear-horizon', volumeDb: -22, intro: 0.5 });
  });

  it('leaves a set without a track exactly as before music was offered', () => {
    const off = newIvrSet(tree(), voice, null, { trackId: null, volumeDb: -10 });
    expect(off).toEqual(newIvrSet(tree(), voice, null));
    expect(off.settings).not.toHaveProperty('music');
    expect(ivrSetPrompts(off)[0]?.spec.music.trackId).toBeNull();
  });
});

describe('a signed-in visitor’s pronunciation dictionary', () => {
  const voice = { voiceId: 'v', speed: 1, pitch: 0 };
  const tree = () =>
    ivrTemplate('law-firm', ivrLanguage('de'), { company: 'Kanzlei Nguyen' }, exampleValues('de'));
  const nguyen = { locale: 'de' as const, word: 'Nguyen', sayAs: 'Wien' };

  it('travels with the set for the words its prompts say, and reaches every prompt and the price', () => {
    const unused = { locale: 'de' as const, word: 'Zürich', sayAs: 'Tsürich' };
    const english = { locale: 'en' as const, word: 'Kanzlei', sayAs: 'chancellery' };
    const s = newIvrSet(tree(), voice, null, null, [nguyen, unused, english]);
    // Only the German entry a prompt really says: the others would change nothing.
    expect(s.settings.pronunciations).toEqual([nguyen]);
    expect(cartLineSchema.parse(JSON.parse(JSON.stringify(s)))).toEqual(s);
    const prompts = ivrSetPrompts(s);
    expect(prompts.some((p) => p.spec.text.includes('Nguyen'))).toBe(true);
    for (const p of prompts) expect(p.spec.pronunciations).toEqual([nguyen]);
  });

  it('leaves a set without entries exactly as before', () => {
    expect(newIvrSet(tree(), voice, null, null, [])).toEqual(newIvrSet(tree(), voice, null));
    expect(newIvrSet(tree(), voice, null).settings).not.toHaveProperty('pronunciations');
  });
});

describe('the documents a set adds to the ZIP', () => {
  it('writes menu.txt and, for Asterisk, an extensions_custom.conf pointing at the folder', () => {
    const s = set('asterisk');
    const folder = ivrFolder(0, 1);
    const docs = ivrSetDocuments(s, folder);
    expect(Object.keys(docs).sort()).toEqual(['ivr-menu/extensions_custom.conf', 'ivr-menu/menu.txt']);
    expect(docs['ivr-menu/menu.txt']).toContain('01-begruessung.wav');
    expect(docs['ivr-menu/extensions_custom.conf']).toBe(
      asteriskDialplan(s.tree, { soundDir: 'custom/ivr-menu' }),
    );
    expect(docs['ivr-menu/extensions_custom.conf']).toContain('Background(custom/ivr-menu/01-begruessung)');
  });

  it('has no dialplan for other phone systems and numbers folders of several sets', () => {
    expect(Object.keys(ivrSetDocuments(set(), ivrFolder(1, 2)))).toEqual(['ivr-menu-2/menu.txt']);
  });
});
