import formatOnly from 'use-intl/format-message/format-only';
import { _createCache, _createIntlFormatters, createTranslator } from 'use-intl/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileMessages, type CompiledMessages } from './compiled-messages';
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

/**
 * Values for every argument of a compiled message: `pick` chooses among plural and select
 * branches; tags become plain markup so both formatters return a string.
 */
function valuesFor(node: unknown, pick: 'first' | 'last', out: Record<string, unknown> = {}) {
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
    out[name] = pick === 'first' ? 1 : 1234.5;
    branches(rest[0]);
  } else if (kind === 4) out[name] = 1234.5;
  else if (kind === 5 || kind === 6) out[name] = new Date(Date.UTC(2026, 10, 28, 9, 30));
  else {
    out[name] = (chunks: string[]) => `<${name}>${chunks.join('')}</${name}>`;
    for (const part of [kind, ...rest]) valuesFor(part, pick, out);
  }
  return out;
}

describe('messages compiled for the browser', () => {
  it.each(locales)('%s: the browser formats every message as the server does', async (locale) => {
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
      for (const pick of ['first', 'last'] as const) {
        const values = valuesFor(message, pick);
        const expected = full.markup(id as never, values as never);
        const actual = formatOnly(id, message as never, values as never, options);
        expect(expected, `${locale} ${id}: the full formatter failed`).not.toBe(id);
        expect(actual, `${locale} ${id} (${pick})`).toBe(expected);
      }
    }
    // The raw text the server formats is still what the files hold.
    expect(at(raw, 'studio.markup')).toContain("'<b>'");
  });

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
    expect(formatOnly('counter', compiled.counter as never, { count: 1234, max: 1500 }, options)).toBe(
      '1.234 / 1.500',
    );
    expect(formatOnly('minutes', compiled.minutes as never, { count: 3 }, options)).toBe('3 Minuten');
    for (const spy of supported) expect(spy).not.toHaveBeenCalled();
  });
});
