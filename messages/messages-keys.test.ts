// Every message key is used somewhere: a key nobody reads is copy that silently rots in seven
// languages. (That every language has exactly English's keys is checked in messages.test.ts;
// landing.en.json is English-only by design and parsed whole by the zod schema in
// app/[locale]/(default)/_landing/landing-content.ts, so this scan does not cover it.)
//
// The scan reads the source of app/, features/, components/, lib/ and stores/ (not tests, not the
// e2e fixture pages) and collects the keys it can see:
// - translators bound by `useTranslations('ns')`, `getTranslations('ns' | { namespace: 'ns' })` or
//   `createTranslator({ namespace: 'ns' })`, called as `t('key')`, `t.rich`, `t.raw`, `t.markup`,
//   `t.has` (a `t.raw('faq')` of an object uses everything under it);
// - template keys such as t(`voices.${id}`) match any key of that shape;
// - the indirect uses listed in `indirect` and the dynamic prefixes in `dynamicPrefixes` below.
// Anything else is reported, so a new unused key fails until it is used or deleted.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authErrorCodes, authErrorMessageKey } from '@/lib/auth/errors';
import { currencies } from '@/lib/commerce/currencies';
import { voiceListItemSchema } from '@/lib/tts/api-schema';

type Tree = { [key: string]: string | Tree };

const root = path.join(__dirname, '..');
const sourceDirs = ['app', 'features', 'components', 'lib', 'stores'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    // Tests and e2e fixture pages (never in a production build) do not count as use.
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !/\.e2e\.tsx?$/.test(name)
      ? [full]
      : [];
  });
}

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

/**
 * Keys used through a value rather than a literal call, each with the source pattern that names
 * them (the first group is the key inside `namespace`).
 */
const indirect: { namespace: string; pattern: RegExp; reason: string }[] = [
  {
    namespace: 'meta',
    pattern: /(?:titleKey|descriptionKey):\s*'([\w.]+)'/g,
    reason: 'pages pass their head keys to pageMetadata() (lib/seo/metadata.ts)',
  },
];

/**
 * Constants whose string values are message keys, looked up with a code at run time
 * (`t(errorKeys[code])`). Every string literal in the constant's initializer counts.
 */
const keyConstants: { file: string; name: string; namespace: string }[] = [
  { file: 'components/player/player-messages.ts', name: 'errorKeys', namespace: 'player.errors' },
  { file: 'components/panel/panel-host.tsx', name: 'titleKeys', namespace: 'panels' },
  { file: 'features/auth/message-keys.ts', name: 'errorKeys', namespace: 'auth.errors' },
  { file: 'features/mixer/slider-rows.ts', name: 'levelRows', namespace: 'mixer' },
  { file: 'features/mixer/slider-rows.ts', name: 'timingRows', namespace: 'mixer' },
  { file: 'features/auth/message-keys.ts', name: 'reasonKeys', namespace: 'auth.signOutReasons' },
  { file: 'lib/auth/route-errors.ts', name: 'routeErrorMessageKeys', namespace: 'auth.errors' },
  { file: 'lib/render/undeliverable-reasons.ts', name: 'undeliverableMessageKeys', namespace: 'orderChecks' },
];

/** Translators handed to a helper as a parameter: the helper's calls belong to the caller's namespace. */
const translatorParameters: { file: string; name: string; namespace: string }[] = [
  // app/api/orders/[id]/invoice/route.ts and lib/orders/server.ts pass an `invoice` translator.
  { file: 'lib/orders/documents/invoice-labels.ts', name: 't', namespace: 'invoice' },
  // The guide pages' shared examples and FAQ sections read the namespace the page names.
  { file: 'components/content/guide-sections.tsx', name: 'c', namespace: 'onHoldPage' },
  { file: 'components/content/guide-sections.tsx', name: 'c', namespace: 'voicePromptPage' },
  // The home page passes its `pricing` translator to write the price list's tier lines.
  { file: 'features/cart/tier-copy.ts', name: 't', namespace: 'pricing' },
];

/**
 * Keys built from a value of a closed list (`t(code)`): the list itself says which keys exist, so
 * a key outside it is still reported.
 */
const codeLists: { namespace: string; codes: readonly string[]; reason: string }[] = [
  { namespace: 'orderChecks.vies', codes: ['invalid', 'unavailable'], reason: "the checkout's VIES note: t(vies)" },
  {
    namespace: 'orderChecks',
    codes: ['unknownCountry'],
    reason: 'lib/orders/checkout/refusals.ts returns its translator instead of binding it: t(\'unknownCountry\')',
  },
  { namespace: 'currency', codes: currencies, reason: 'the currency panel names each currency: t(code)' },
  {
    namespace: 'samples',
    codes: voiceListItemSchema.shape.gender.options,
    reason: "a sample card says the voice's gender: t(sample.gender)",
  },
  {
    namespace: 'auth.errors',
    codes: authErrorCodes.map(authErrorMessageKey),
    reason: 'Firebase error codes map to keys through the catalogue in lib/auth/errors.ts',
  },
];

/**
 * Key prefixes read with keys built at run time from data the scan cannot enumerate. Keep each as
 * narrow as the data allows, and say where the key comes from. (Empty: every dynamic key above is
 * enumerable; add an entry only when it is not.)
 */
const dynamicPrefixes: { prefix: string; reason: string }[] = [];

/** `a.${x}.b` → /^a\..+\.b$/ : each interpolation stands for one or more key segments. */
function templatePattern(namespace: string, template: string): RegExp {
  const parts = template.split(/\$\{[^}]*\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const ns = namespace ? `${namespace.replace(/\./g, '\\.')}\\.` : '';
  return new RegExp(`^${ns}${parts.join('.+')}$`);
}

type Usage = { exact: Set<string>; patterns: RegExp[]; chains: string[] };

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The string literals of `const name = …;` in a source file. */
function constantLiterals(source: string, name: string): string[] {
  const start = source.search(new RegExp(`const ${name}\\b[^=]*=`));
  if (start < 0) return [];
  const end = source.indexOf(';', start);
  return [...source.slice(start, end).matchAll(/'([\w.]+)'/g)].map((m) => m[1] ?? '');
}

/** The first argument of a call starting at `from` (just after the parenthesis), up to `,` or `)` at depth 0. */
function firstArgument(source: string, from: number): string {
  let depth = 0;
  for (let i = from; i < source.length; i++) {
    const c = source[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return source.slice(from, i);
      depth--;
    } else if (c === ',' && depth === 0) return source.slice(from, i);
  }
  return source.slice(from);
}

function scan(): Usage {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  const chains: string[] = [];
  const add = (namespace: string, key: string) => exact.add(namespace ? `${namespace}.${key}` : key);
  const files = sourceDirs.flatMap((d) => sourceFiles(path.join(root, d)));
  const binding =
    /(?:const|let)\s+(\w+)\s*=\s*(?:await\s+)?(?:useTranslations|getTranslations|createTranslator)\(\s*(?:'([\w.]+)'|(\{[\s\S]*?\}))?\s*\)/g;
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const relative = path.relative(root, file).split(path.sep).join('/');
    // Several components in one file may each bind `t`: a call belongs to the nearest binding above it.
    const bindings: { name: string; namespace: string; at: number }[] = [];
    for (const m of source.matchAll(binding)) {
      const [, name, literal, options] = m;
      const namespace = literal ?? /namespace:\s*'([\w.]+)'/.exec(options ?? '')?.[1] ?? '';
      if (name) bindings.push({ name, namespace, at: m.index });
    }
    for (const p of translatorParameters.filter((p) => p.file === relative))
      bindings.push({ name: p.name, namespace: p.namespace, at: 0 });
    for (const name of new Set(bindings.map((b) => b.name))) {
      const call = new RegExp(`(?<![\\w.])${name}(?:\\.(?:rich|raw|markup|has))?\\(`, 'g');
      for (const m of source.matchAll(call)) {
        const above = bindings.filter((b) => b.name === name && b.at <= m.index);
        const nearest = above.at(-1);
        if (!nearest) continue;
        // A helper shared by pages of several namespaces is listed once per namespace (at 0).
        const owners = above.filter((b) => b.at === nearest.at);
        const argument = firstArgument(source, m.index + m[0].length).trim();
        const template = /^`([^`]*)`$/.exec(argument)?.[1];
        for (const owner of owners) {
          if (template !== undefined) {
            if (template.includes('${')) patterns.push(templatePattern(owner.namespace, template));
            else add(owner.namespace, template);
          } else {
            // A literal, or literals in a conditional: t(kind === 'invoice' ? 'invoiceLink' : 'creditNoteLink').
            for (const literal of argument.matchAll(/'([\w.]+)'/g)) add(owner.namespace, literal[1] ?? '');
          }
        }
      }
    }
    for (const { namespace, pattern } of indirect) {
      for (const m of source.matchAll(pattern)) if (m[1]) add(namespace, m[1]);
    }
    // Whole catalogues read as objects: messages.meta.productName, en.nav.home.
    for (const m of source.matchAll(/\b(?:messages|en)\.(\w+(?:\.\w+)+)/g)) if (m[1]) chains.push(m[1]);
  }
  for (const { file, name, namespace } of keyConstants) {
    const literals = constantLiterals(read(file), name);
    if (literals.length === 0) throw new Error(`${file}: no key constant ${name}`);
    for (const literal of literals) add(namespace, literal);
  }
  for (const { namespace, codes } of codeLists) for (const code of codes) add(namespace, code);
  return { exact, patterns, chains };
}

function isUsed(key: string, usage: Usage): boolean {
  if (usage.exact.has(key)) return true;
  // t.raw('faq') or a nested namespace: a used object uses every key under it.
  const segments = key.split('.');
  for (let i = 1; i < segments.length; i++) if (usage.exact.has(segments.slice(0, i).join('.'))) return true;
  if (usage.patterns.some((p) => p.test(key))) return true;
  // messages.meta.titleTemplate.replace(…): a property chain reads the key at its start.
  if (usage.chains.some((chain) => chain === key || chain.startsWith(`${key}.`))) return true;
  return dynamicPrefixes.some(({ prefix }) => key === prefix || key.startsWith(`${prefix}.`));
}

const english = JSON.parse(readFileSync(path.join(__dirname, 'en.json'), 'utf8')) as Tree;

describe('message keys', () => {
  const usage = scan();

  it('finds the translators it scans for (the scan itself works)', () => {
    expect(usage.exact.size).toBeGreaterThan(200);
    expect(usage.exact.has('studio.regionLabel')).toBe(true);
  });

  it('every key of en.json is used in app/, features/, components/, lib/ or stores/', () => {
    const unused = keys(english).filter((key) => !isUsed(key, usage));
    expect(unused).toEqual([]);
  });

  it('every allowlisted dynamic prefix still exists', () => {
    const all = keys(english);
    for (const { prefix } of dynamicPrefixes) {
      expect(
        all.some((k) => k === prefix || k.startsWith(`${prefix}.`)),
        prefix,
      ).toBe(true);
    }
  });
});
