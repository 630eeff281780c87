// What a set adds to the order's ZIP beside its audio: a folder named for the set, menu.txt that
// maps each file to its place in the tree, and for Asterisk / FreePBX a ready
// extensions_custom.conf (the file FreePBX includes and never rewrites, unlike extensions.conf)
// whose sound paths point at that very folder under Asterisk's sounds directory.
import { presets } from '../audio/presets';
import { withDefaults } from '../greeting/spec';
import { asteriskDialplan } from './dialplan';
import { menuText } from './menu-file';
import type { IvrSetSpec } from './set-spec';

/** "ivr-menu", or "ivr-menu-2"… when one order holds several sets. */
export function ivrFolder(position: number, setCount: number): string {
  return setCount > 1 ? `ivr-menu-${position + 1}` : 'ivr-menu';
}

/** The text files of a set, keyed by their path in the ZIP. */
export function ivrSetDocuments(set: IvrSetSpec, folder: string): Record<string, string> {
  const { tree } = set;
  const spec = withDefaults({ ...set.settings, useCase: 'ivr', locale: tree.locale, text: '' });
  const asterisk = spec.phoneSystem === 'asterisk';
  const extension = asterisk ? 'wav' : (presets[spec.preset].files[0]?.extension ?? 'wav');
  const documents: Record<string, string> = {
    [`${folder}/menu.txt`]: menuText(tree, extension, asterisk),
  };
  if (asterisk) {
    documents[`${folder}/extensions_custom.conf`] = asteriskDialplan(tree, {
      soundDir: `custom/${folder}`,
      ...(set.targets ? { targets: set.targets } : {}),
    });
  }
  return documents;
}
