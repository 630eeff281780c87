// The messages every page sends to the browser: nothing only the server reads. A namespace whose
// every user is server-only code (e-mails, server pages) costs each page's HTML and hydration for
// nothing; one a client component reads must stay, or its text is missing in the browser.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Messages } from '@/lib/i18n/messages';
import el from '@/messages/el.json';
import { clientMessages, defaultLayoutOmits } from './client-messages';

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

describe('client messages', () => {
  const sent = Object.keys(clientMessages(el as Messages, defaultLayoutOmits));

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
