// The menu prompt a caller hears ("For sales, press 1. For support, press 2."), generated from the
// menu's options in the tree's language. The builder shows it as an editable suggestion; once the
// visitor edits it, their text wins (see `isGeneratedMenuText`). The language comes as its phrase
// set, so the browser carries only its page's (#29).
import { fillTemplate } from '../greeting/templates/fill';
import type { IvrPhraseSet } from './phrases';
import type { IvrKey, IvrMenu } from './tree';

/** How a key is read out: digits stay digits (the text rules speak them), * and # get words. */
export function spokenKey(key: IvrKey, phrases: IvrPhraseSet): string {
  return key === '*' || key === '#' ? phrases.keys[key] : key;
}

export function menuPromptText(options: IvrMenu['options'], phrases: IvrPhraseSet): string {
  return options
    .map((option) => {
      const key = spokenKey(option.key, phrases);
      if (option.action.type === 'repeat') return fillTemplate(phrases.repeat, { key });
      return fillTemplate(phrases.option, { label: option.label.trim(), key });
    })
    .join(' ');
}

/** True while a menu prompt still reads exactly as generated from its options (so it may follow them). */
export function isGeneratedMenuText(
  text: string,
  options: IvrMenu['options'],
  phrases: IvrPhraseSet,
): boolean {
  return text.trim() === menuPromptText(options, phrases);
}
