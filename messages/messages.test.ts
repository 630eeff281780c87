import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

function load(locale: string): Tree {
  return JSON.parse(readFileSync(path.join(__dirname, `${locale}.json`), 'utf8')) as Tree;
}

const english = keys(load('en')).sort();

/** Argument names of an ICU message, including those inside plural/select branches (not branch text). */
function argumentNames(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((el) => {
    switch (el.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        return [el.value];
      case TYPE.plural:
      case TYPE.select:
        return [el.value, ...Object.values(el.options).flatMap((o) => argumentNames(o.value))];
      case TYPE.tag:
        return argumentNames(el.children);
      default:
        return [];
    }
  });
}

describe('translation files', () => {
  it('exist for exactly the seven locales', () => {
    const files = readdirSync(__dirname).filter((f) => /^[a-z]{2}\.json$/.test(f));
    expect(files.map((f) => f.slice(0, 2)).sort()).toEqual([...locales].sort());
  });

  for (const locale of locales.filter((l) => l !== 'en')) {
    it(`${locale} has every key English has, and no other`, () => {
      const own = keys(load(locale)).sort();
      expect(english.filter((k) => !own.includes(k))).toEqual([]);
      expect(own.filter((k) => !english.includes(k))).toEqual([]);
    });

    it(`${locale} keeps every ICU placeholder of the English text`, () => {
      const en = load('en');
      const other = load(locale);
      const get = (tree: Tree, key: string) =>
        key.split('.').reduce<string | Tree | undefined>((node, part) => (node && typeof node === 'object' ? node[part] : undefined), tree);
      for (const key of english) {
        const source = String(get(en, key));
        const target = String(get(other, key));
        const placeholders = (s: string) => [...new Set(argumentNames(parse(s, { ignoreTag: true })))].sort();
        expect(placeholders(target), `${locale}:${key}`).toEqual(placeholders(source));
      }
    });
  }

  it('has no empty strings', () => {
    for (const locale of locales) {
      const tree = load(locale);
      const empty = keys(tree).filter((k) => {
        const v = k.split('.').reduce<string | Tree>((n, p) => (n as Tree)[p] as string | Tree, tree);
        return typeof v === 'string' && v.trim() === '';
      });
      expect(empty, locale).toEqual([]);
    }
  });
});
