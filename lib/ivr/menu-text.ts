// The menu prompt a caller hears ("For sales, press 1. For support, press 2."), generated from the
// menu's options in the tree's language. The builder shows it as an editable suggestion; once the
// visitor edits it, their text wins (see `isGeneratedMenuText`).
import type { Locale } from '../i18n/locales';
import { fillTemplate } from '../greeting/templates/fill';
import { ivrPhrases } from './phrases';
import type { IvrKey, IvrMenu } from './tree';

/** How a key is read out: digits stay digits (the text rules speak them), * and # get words. */
export function spokenKey(key: IvrKey, locale: Locale): string {
  return key === '*' || key === '#' ? ivrPhrases[locale].keys[key] : key;
}

export function menuPromptText(options: IvrMenu['options'], locale: Locale): string {
  const phrases = ivrPhrases[locale];
  return options
    .map((option) => {
      const key = spokenKey(option.key, locale);
      if (option.action.type === 'repeat') return fillTemplate(phrases.repeat, { key });
      return fillTemplate(phrases.option, { label: option.label.trim(), key });
    })
    .join(' ');
}

/** True while a menu prompt still reads exactly as generated from its options (so it may follow them). */
export function isGeneratedMenuText(text: string, options: IvrMenu['options'], locale: Locale): boolean {
  return text.trim() === menuPromptText(options, locale);
}
