// A set's prompts as the cart, the quote and the order take them: each one's GreetingSpec with
// the base name of its files. Apart from set-spec.ts so the builder, which only plays the
// prompts, does not download the file-name rules (lib/ivr/files.ts and their transliteration).
import { ivrFileBases } from './files';
import { ivrPromptSpecs, type IvrSetSpec } from './set-spec';
import type { GreetingSpec } from '../greeting/spec';

export type IvrSetPrompt = {
  promptId: string;
  /** "03-support": the file name without extension (lib/ivr/files.ts). */
  fileBase: string;
  spec: GreetingSpec;
};

/** One complete GreetingSpec per prompt, in call order: what is priced, rendered and stored. */
export function ivrSetPrompts(set: IvrSetSpec): IvrSetPrompt[] {
  const bases = ivrFileBases(set.tree);
  return ivrPromptSpecs(set).map(({ promptId, spec }) => ({
    promptId,
    fileBase: bases.get(promptId) ?? promptId,
    spec,
  }));
}
