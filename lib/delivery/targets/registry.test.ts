// The recipe's guard: a registered target without its stand-in or its messages fails here, in
// every language (the key checks of messages/*.test.ts then keep the seven files in step).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { deliveryTarget, registeredTargets } from './registry';
import { TARGET_IDS } from './types';

type Tree = { [key: string]: string | Tree };
const messages = (locale: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Tree;
const at = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<Tree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );

describe('delivery target registry', () => {
  it('registers only known target ids, each building a target of its own id', () => {
    expect(registeredTargets().length).toBeGreaterThan(0);
    for (const id of registeredTargets()) {
      expect(TARGET_IDS).toContain(id);
      expect(deliveryTarget(id, {})?.id).toBe(id);
    }
  });

  it.each(registeredTargets())('%s has its stand-in server', (id) => {
    expect(
      existsSync(path.join(process.cwd(), 'tests', 'stand-ins', `${id}.ts`)),
      `tests/stand-ins/${id}.ts`,
    ).toBe(true);
  });

  it.each(registeredTargets())('%s has its name and connect labels in every language', (id) => {
    const target = deliveryTarget(id, {})!;
    const labels =
      target.connectMethod.kind === 'fields' ? target.connectMethod.fields.map((f) => f.label) : [];
    for (const locale of locales) {
      const tree = messages(locale);
      expect(typeof at(tree, `delivery.targets.${id}`), `${locale}: delivery.targets.${id}`).toBe('string');
      expect(typeof at(tree, `delivery.connect.${id}`), `${locale}: delivery.connect.${id}`).toBe('object');
      for (const label of labels)
        expect(
          typeof at(tree, `delivery.connect.${id}.${label}`),
          `${locale}: delivery.connect.${id}.${label}`,
        ).toBe('string');
    }
  });
});
