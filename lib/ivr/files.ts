// How the prompts of a set are named in the ZIP and on the phone system: lowercase ASCII, no spaces,
// an index prefix in call order ("01-welcome", "03-appointments"), so a directory listing reads like
// the call. menu.txt, which maps every file to its place in the tree, is menu-file.ts: its headings
// in seven languages stay out of the builder, which names files here (#29).
import { slug } from '../orders/fulfilment/file-name';
import { promptsInCallOrder, type IvrTree } from './tree';

/** Base names (no extension) per prompt id, in call order. */
export function ivrFileBases(tree: IvrTree): Map<string, string> {
  const bases = new Map<string, string>();
  promptsInCallOrder(tree).forEach((prompt, index) => {
    const name = slug(prompt.title) === 'greeting' ? prompt.id : slug(prompt.title);
    bases.set(prompt.id, `${String(index + 1).padStart(2, '0')}-${name}`);
  });
  return bases;
}
