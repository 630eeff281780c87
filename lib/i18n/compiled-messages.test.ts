import { _createCache, _createIntlFormatters, createTranslator } from 'use-intl/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileMessages, type CompiledMessages } from './compiled-messages';
import formatInBrowser from './format-message-browser';
import { locales } from './locales';
import { loadMessages } from './messages';

afterEach(() => vi.restoreAllMocks());

type Leaf = string | unknown[];
function leaves(tree: CompiledMessages | Record<string, unknown>, prefix = ''): [string, Leaf][] {
  return Object.entries(tree).flatMap(([key, value]): [string, Leaf][] =>
    typeof value === 'string' || Array.isArray(value)
      ? [[prefix + key, value]]
      : leaves(value as CompiledMessages, `${prefix}${key}.`),
  );
}

function at(tree: object, id: string): unknown {
  return id.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
}

/** Plural and number values: one, a small whole number (the browser's shortcut), a large decimal. */
type Pick = 'first' | 'small' | 'last';

/**
 * Values for every argument of a compiled message: `pick` chooses among plural and select
 * branches; tags become plain markup so both formatters return a string.
 */
function valuesFor(node: unknown, pick: Pick, out: Record<string, unknown> = {}) {
  if (!Array.isArray(node)) return out;
  const [name, kind, ...rest] = node as [unknown, unknown, ...unknown[]];
  if (typeof name !== 'string') {
    for (const part of node) valuesFor(part, pick, out);
    return out;
  }
  const branches = (options: unknown) => {
    for (const branch of Object.values(options as object)) valuesFor(branch, pick, out);
  };
  if (kind === undefined) out[name] ??= 'Ada';
  else if (kind === 1) {
    const keys = Object.keys(rest[0] as object);
    out[name] = pick === 'first' ? keys[0] : 'other';
    branches(rest[0]);
  } else if (kind === 2 || kind === 3) {
    out[name] = pick === 'first' ? 1 : pick === 'small' ? 42 : 1234.5;
    branches(rest[0]);
  } else if (kind === 4) out[name] = pick === 'small' ? 42 : 1234.5;
  else if (kind === 5 || kind === 6) out[name] = new Date(Date.UTC(2026, 10, 28, 9, 30));
  else {
    out[name] = (chunks: string[]) => `<${name}>${chunks.join('')}</${name}>`;
    for (const part of [kind, ...rest]) valuesFor(part, pick, out);
  }
  return out;
}

describe('messages compiled for the browser', () => {
  it.each(locales)(
    '%s: the browser (format-only with its small-number shortcut) formats every message as the server does',
    async (locale) => {
      const raw = await loadMessages(locale);
      const compiled = compileMessages(raw);
      // Passed to a client component: plain JSON, nothing React would refuse.
      expect(JSON.parse(JSON.stringify(compiled))).toEqual(compiled);
      const full = createTranslator({ locale, messages: raw, timeZone: 'UTC' });
      const options = {
        cache: _createCache(),
        formatters: _createIntlFormatters(_createCache()),
        locale,
        timeZone: 'UTC',
      };
      const all = leaves(compiled);
      expect(all).toHaveLength(leaves(raw).length);
      for (const [id, message] of all) {
        for (const pick of ['first', 'small', 'last'] as const) {
          const values = valuesFor(message, pick);
          const expected = full.markup(id as never, values as never);
          const actual = formatInBrowser(id, message as never, values as never, options);
          expect(expected, `${locale} ${id}: the full formatter failed`).not.toBe(id);
          expect(actual, `${locale} ${id} (${pick})`).toBe(expected);
        }
      }
      // The raw text the server formats is still what the files hold.
      expect(at(raw, 'studio.markup')).toContain("'<b>'");
    },
  );

  it('keeps text the full formatter would read as ICU on the format-only path', () => {
    const compiled = compileMessages({
      a: "Use '{'name'}' here",
      b: "Tags such as '<b>' are ignored",
      c: 'Plain',
    });
    expect(compiled).toEqual({ a: ['Use {name} here'], b: ['Tags such as <b> are ignored'], c: 'Plain' });
  });

  it('names the message that is not valid ICU', () => {
    expect(() => compileMessages({ studio: { broken: 'Tags such as <b> are ignored' } })).toThrow(
      /studio\.broken/,
    );
  });

  it("formats numbers and plurals without asking for the engine's whole locale list", () => {
    // The first supportedLocalesOf call makes a browser build its list of every ICU locale:
    // about 25 ms on a desktop core, 100 ms on a slow phone, inside hydration (#9).
    const supported = [
      vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf'),
      vi.spyOn(Intl.PluralRules, 'supportedLocalesOf'),
    ];
    const compiled = compileMessages({
      counter: '{count, number} / {max, number}',
      minutes: '{count, plural, one {# Minute} other {# Minuten}}',
    });
    const options = {
      cache: _createCache(),
      formatters: _createIntlFormatters(_createCache()),
      locale: 'de',
      timeZone: 'UTC',
    };
    expect(formatInBrowser('counter', compiled.counter as never, { count: 1234, max: 1500 }, options)).toBe(
      '1.234 / 1.500',
    );
    expect(formatInBrowser('minutes', compiled.minutes as never, { count: 3 }, options)).toBe('3 Minuten');
    for (const spy of supported) expect(spy).not.toHaveBeenCalled();
  });

  it('writes a plural of a small whole number without constructing Intl.NumberFormat (#29)', () => {
    const Original = Intl.NumberFormat;
    let constructed = 0;
    const counting = Object.assign(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      constructed++;
      return new Original(...args);
    }, Original);
    const intl = Intl as { NumberFormat: unknown };
    intl.NumberFormat = counting;
    try {
      const compiled = compileMessages({ words: '{count, plural, one {# λέξη} other {# λέξεις}}' });
      const options = {
        cache: _createCache(),
        formatters: _createIntlFormatters(_createCache()),
        locale: 'el',
        timeZone: 'UTC',
      };
      expect(formatInBrowser('words', compiled.words as never, { count: 60 }, options)).toBe('60 λέξεις');
      expect(constructed).toBe(0);
      expect(formatInBrowser('words', compiled.words as never, { count: 1500 }, options)).toBe(
        '1.500 λέξεις',
      );
      expect(constructed).toBe(1);
    } finally {
      intl.NumberFormat = Original;
    }
  });
});
