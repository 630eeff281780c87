// The messages every page sends to the browser: nothing only the server reads. A namespace whose
// every user is server-only code (e-mails, server pages) costs each page's HTML and hydration for
// nothing; one a client component reads must stay, or its text is missing in the browser.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Messages } from '@/lib/i18n/messages';
import el from '@/messages/el.json';
import { clientMessages, defaultLayoutOmits, namespaceMessages, panelNamespaces } from './client-messages';

const root = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test(-kit)?\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Each namespace's users: files that ask for it by name (useTranslations, getTranslations, t('ns.…')). */
function users(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const dir of ['app', 'components', 'features', 'lib', 'stores'])
    for (const file of sources(path.join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const [, ns] of text.matchAll(/(?:Translations\(|namespace:\s*)['"]([A-Za-z]+)/g))
        found.set(ns!, [...(found.get(ns!) ?? []), path.relative(root, file)]);
    }
  return found;
}

const sent = Object.keys(clientMessages(el as Messages, defaultLayoutOmits));

describe('client messages', () => {
  it('leave out every namespace only server-only code reads', () => {
    const serverOnly = [...users()]
      .filter(([, files]) =>
        files.every((f) => /^import 'server-only'/m.test(readFileSync(path.join(root, f), 'utf8'))),
      )
      .map(([ns]) => ns);
    expect(serverOnly).toEqual(expect.arrayContaining(['refundEmail', 'accountMail']));
    expect(sent.filter((ns) => serverOnly.includes(ns))).toEqual([]);
  });

  it('keep every namespace a client component reads', () => {
    const client = [...users()]
      .filter(([, files]) =>
        files.some((f) => /^['"]use client['"]/m.test(readFileSync(path.join(root, f), 'utf8'))),
      )
      .map(([ns]) => ns)
      .filter((ns) => !(defaultLayoutOmits as readonly string[]).includes(ns));
    expect(client.length).toBeGreaterThan(10);
    expect(client.filter((ns) => !sent.includes(ns))).toEqual([]);
  });
});

describe("the panels' namespaces", () => {
  // The parts that bring the panels' texts with them: the panels lazy-panels.tsx loads with
  // loadPanelMessages, and the IVR builder, which /voice-prompt/ wraps in its `ivr` texts.
  const bringTexts =
    /^(features\/(cart\/cart-panel|checkout\/checkout-panel|auth\/sign-in-panel|orders\/account-orders|delivery\/phone-systems|studio\/examples-panel)\.tsx|features\/ivr\/index\.ts)$/;

  /** Files a page of the default layout (or the 404, or the samples gallery) may render in the browser. */
  async function renderedWithPages(): Promise<string[]> {
    const { importGraph, sourceFiles } = (await import('../../scripts/import-cycles.mjs')) as {
      importGraph: (files: string[], base: string) => Map<string, Map<string, boolean>>;
      sourceFiles: (base: string) => string[];
    };
    const graph = importGraph(sourceFiles(root), root);
    const relative = (f: string) => path.relative(root, f);
    const entries = [...graph.keys()].filter((f) =>
      /^app\/(\[locale\]\/.*(layout|page)|_components\/default-shell|global-not-found|\(tools\)\/.*(layout|page))\.tsx$/.test(
        relative(f),
      ),
    );
    expect(entries.length).toBeGreaterThan(15);
    const seen = new Set<string>(entries);
    const queue = [...entries];
    while (queue.length > 0)
      for (const [next, typeOnly] of graph.get(queue.pop()!) ?? []) {
        if (typeOnly || seen.has(next) || bringTexts.test(relative(next))) continue;
        seen.add(next);
        queue.push(next);
      }
    const bringers = [...graph.keys()].filter((f) => bringTexts.test(relative(f)));
    expect(bringers).toHaveLength(7);
    return [...seen].map(relative);
  }

  it('are read in the browser only by the parts that bring them', async () => {
    const rendered = await renderedWithPages();
    expect(rendered).toContain('app/_components/lazy-panels.tsx');
    const readers = rendered.filter((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(/useTranslations\(['"]([A-Za-z]+)/g)].some(
        ([, ns]) => (panelNamespaces as readonly string[]).includes(ns!),
      ),
    );
    expect(readers).toEqual([]);
  });

  it('are left out of the default layout and come whole from the panel messages', () => {
    for (const ns of panelNamespaces) expect(sent).not.toContain(ns);
    expect(Object.keys(namespaceMessages(el as Messages, panelNamespaces))).toEqual([...panelNamespaces]);
  });
});
