// The builder runs in the browser: it gets its page language's words as a prop (lib/ivr/language.ts,
// on the server), so neither it nor the studio it downloads with may import the tables of all seven
// languages, nor menu.txt's seven languages of headings (#29: about 5 KiB gzip on /voice-prompt/).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, sourceFiles } from '@/scripts/import-cycles.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const file = (name: string) => path.join(root, name);

/** Files reached from `entry` by imports that stay in the bundle (type-only imports do not). */
function reached(graph: Map<string, Map<string, boolean>>, entry: string): Set<string> {
  const seen = new Set([entry]);
  const queue = [entry];
  for (let next = queue.pop(); next; next = queue.pop())
    for (const [target, typeOnly] of graph.get(next) ?? [])
      if (!typeOnly && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
  return seen;
}

describe("the IVR builder's download", () => {
  it('carries no language but the one the page hands it', () => {
    const graph = importGraph(sourceFiles()) as Map<string, Map<string, boolean>>;
    const bundle = reached(graph, file('app/_components/studio-and-builder.tsx'));
    // The builder's own logic is there (else this would prove nothing)…
    for (const name of [
      'lib/ivr/templates.ts',
      'lib/ivr/edit.ts',
      'lib/ivr/menu-text.ts',
      'lib/ivr/set-spec.ts',
    ])
      expect(bundle).toContain(file(name));
    // …and none of the all-language tables.
    for (const name of [
      'lib/ivr/phrases.ts',
      'lib/ivr/industry-words.ts',
      'lib/ivr/first-industry-words.ts',
      'lib/ivr/language.ts',
      'lib/ivr/menu-file.ts',
    ])
      expect(bundle, name).not.toContain(file(name));
  });

  it("leaves the set's file names (and their transliteration) to the cart and the order", () => {
    const graph = importGraph(sourceFiles()) as Map<string, Map<string, boolean>>;
    const bundle = reached(graph, file('app/_components/studio-and-builder.tsx'));
    expect(bundle).toContain(file('lib/ivr/set-spec.ts'));
    for (const name of ['lib/ivr/set-prompts.ts', 'lib/ivr/files.ts', 'lib/orders/fulfilment/file-name.ts'])
      expect(bundle, name).not.toContain(file(name));
  });
});
