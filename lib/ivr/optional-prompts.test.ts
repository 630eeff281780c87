// Prompts the buyer leaves out are gone from the tree, the price and the order; they come back
// with the template's words; every industry (also the added ones) gives a valid tree in every
// language, and a hotel starts without "we are closed".
import { describe, expect, it } from 'vitest';
import { exampleValues } from '../greeting/templates';
import { locales } from '../i18n/locales';
import { expandCartLines } from '../orders/checkout/cart-lines';
import { quote } from '../payments/pricing';
import { ivrEditReducer } from './edit';
import { ivrPhrases } from './phrases';
import { newIvrSet, ivrSetSpecSchema } from './set-spec';
import { industries, ivrTemplate } from './templates';
import { ivrLanguage } from './language';
import { ivrTreeSchema, optionalPromptSlots } from './tree';

const voice = { voiceId: 'en-US-Robert', speed: 1, pitch: 0 };
const price = (tree: Parameters<typeof newIvrSet>[0]) => {
  const set = ivrSetSpecSchema.parse(newIvrSet(tree, voice, 'asterisk'));
  const specs = expandCartLines([set]).map((item) => item.spec);
  return quote(specs, { currency: 'EUR', country: 'ES', sellerCountry: 'ES' });
};

describe('optional prompts', () => {
  const full = ivrTemplate('shop', ivrLanguage('en'), { company: 'Corner' }, exampleValues('en'));

  it('leaving one out drops it from the tree, the set and the price', () => {
    const lean = ivrEditReducer(
      full,
      { type: 'remove-prompt', slot: 'holdPromptId' },
      ivrPhrases[full.locale],
    );
    expect(lean.holdPromptId).toBeNull();
    expect(lean.prompts.some((p) => p.kind === 'hold')).toBe(false);
    expect(ivrTreeSchema.safeParse(lean).success).toBe(true);
    const before = price(full);
    const after = price(lean);
    expect(after.lines).toHaveLength(before.lines.length - 1);
    expect(after.net).toBeLessThan(before.net);
  });

  it('leaving all of them out keeps welcome, menu and departments, priced for those only', () => {
    const lean = optionalPromptSlots.reduce(
      (tree, slot) => ivrEditReducer(tree, { type: 'remove-prompt', slot }, ivrPhrases[tree.locale]),
      full,
    );
    expect(lean.prompts.map((p) => p.kind).sort()).toEqual([
      'department',
      'department',
      'department',
      'menu',
      'welcome',
    ]);
    expect(ivrTreeSchema.safeParse(lean).success).toBe(true);
    expect(price(lean).lines).toHaveLength(5);
  });

  it('a prompt comes back with the template’s words, once', () => {
    const lean = ivrEditReducer(
      full,
      { type: 'remove-prompt', slot: 'voicemailPromptId' },
      ivrPhrases[full.locale],
    );
    const original = full.prompts.find((p) => p.kind === 'voicemail')!;
    const back = ivrEditReducer(lean, { type: 'restore-prompt', prompt: original }, ivrPhrases[lean.locale]);
    expect(back.voicemailPromptId).toBe(original.id);
    expect(back.prompts.filter((p) => p.kind === 'voicemail')).toEqual([original]);
    expect(ivrEditReducer(back, { type: 'restore-prompt', prompt: original }, ivrPhrases[back.locale])).toBe(
      back,
    );
    // Welcome, menus and departments are not optional: there is no slot to restore them into.
    const welcome = full.prompts.find((p) => p.kind === 'welcome')!;
    expect(
      ivrEditReducer(
        lean,
        { type: 'restore-prompt', prompt: { ...welcome, id: 'w2' } },
        ivrPhrases[lean.locale],
      ),
    ).toBe(lean);
  });

  it('a set made before optional prompts (every slot a string) still validates', () => {
    expect(ivrSetSpecSchema.safeParse(newIvrSet(full, voice, null)).success).toBe(true);
  });
});

describe('industries', () => {
  it.each(locales)('every industry gives a valid tree in %s, without placeholders', (locale) => {
    for (const industry of industries) {
      const tree = ivrTemplate(industry, ivrLanguage(locale), {}, exampleValues(locale));
      expect(ivrTreeSchema.safeParse(tree).success, industry).toBe(true);
      for (const prompt of tree.prompts) expect(prompt.text, `${industry} ${prompt.id}`).not.toMatch(/[{}]/);
      const labels = tree.menus[0]!.options.map((o) => o.label);
      expect(new Set(labels).size, industry).toBe(labels.length);
    }
  });

  it('offers hotel, medical practice, restaurant and real-estate agency', () => {
    expect(industries).toEqual(
      expect.arrayContaining([
        'hotel',
        'medical-practice',
        'dental-practice',
        'restaurant',
        'real-estate-agency',
      ]),
    );
  });

  it('a hotel starts without the after-hours and holiday prompts, and can add them back', () => {
    const hotel = ivrTemplate('hotel', ivrLanguage('es'), {}, exampleValues('es'));
    expect(hotel.afterHoursPromptId).toBeNull();
    expect(hotel.holidayPromptId).toBeNull();
    expect(hotel.prompts.map((p) => p.kind)).not.toContain('after-hours');
    expect(hotel.prompts.map((p) => p.kind)).toContain('hold');
    const complete = ivrTemplate('hotel', ivrLanguage('es'), {}, exampleValues('es'), true);
    const afterHours = complete.prompts.find((p) => p.kind === 'after-hours')!;
    const back = ivrEditReducer(
      hotel,
      { type: 'restore-prompt', prompt: afterHours },
      ivrPhrases[hotel.locale],
    );
    expect(back.afterHoursPromptId).toBe('after-hours');
    expect(ivrTreeSchema.safeParse(back).success).toBe(true);
    // The Spanish hotel of the report: 9 prompts, not 11.
    expect(hotel.prompts).toHaveLength(9);
  });
});
