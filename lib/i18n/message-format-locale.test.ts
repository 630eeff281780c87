import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import { resolveShippedLocale } from './message-format-locale';

const messages = {
  counter: '{count, number} / {max, number}',
  minutes: '{count, plural, one {# minute} other {# minutes}}',
  price: 'From {amount, number, ::currency/EUR}',
};

afterEach(() => vi.restoreAllMocks());

describe('resolveShippedLocale', () => {
  it('parses the first tag and ignores what is not one', () => {
    expect(resolveShippedLocale('el')?.language).toBe('el');
    expect(resolveShippedLocale(['pt', 'en'])?.language).toBe('pt');
    expect(resolveShippedLocale([])).toBeUndefined();
    expect(resolveShippedLocale('not a tag!')).toBeUndefined();
  });

  it("keeps t() from asking for the engine's whole locale list, with the same output", () => {
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const el = createTranslator({ locale: 'el', messages });
    const de = createTranslator({ locale: 'de', messages });
    expect(el('counter', { count: 1234, max: 1500 })).toBe('1.234 / 1.500');
    expect(el('minutes', { count: 1 })).toBe('1 minute');
    expect(de('minutes', { count: 3 })).toBe('3 minutes');
    expect(de('price', { amount: 19.5 })).toBe(`From ${new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(19.5)}`);
    expect(supported).not.toHaveBeenCalled();
  });
});
