import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/locales';
import { isGeneratedMenuText, menuPromptText, spokenKey } from './menu-text';
import { ivrPhrases } from './phrases';
import type { IvrMenu } from './tree';

const options: IvrMenu['options'] = [
  { key: '1', label: 'sales', action: { type: 'department', promptId: 'sales' } },
  { key: '2', label: 'support', action: { type: 'department', promptId: 'support' } },
  { key: '#', label: 'anything else', action: { type: 'operator' } },
  { key: '*', label: 'repeat', action: { type: 'repeat' } },
];

describe('menuPromptText', () => {
  it('offers each option in order in English, with spoken names for * and #', () => {
    expect(menuPromptText(options, ivrPhrases.en)).toBe(
      'For sales, press 1. For support, press 2. For anything else, press pound. To hear these options again, press star.',
    );
  });

  it('speaks the page language', () => {
    expect(menuPromptText(options.slice(0, 2), ivrPhrases.de)).toBe(
      'Für sales drücken Sie bitte die 1. Für support drücken Sie bitte die 2.',
    );
    expect(menuPromptText(options.slice(0, 1), ivrPhrases.el)).toBe('Για sales, πατήστε 1.');
    expect(menuPromptText(options.slice(3), ivrPhrases.fr)).toBe('Pour réécouter ces choix, tapez étoile.');
  });

  it.each(locales)('names every label and key in %s and never leaves a placeholder', (locale) => {
    const text = menuPromptText(options, ivrPhrases[locale]);
    for (const option of options.slice(0, 3)) expect(text).toContain(option.label);
    expect(text).toContain('1');
    expect(text).toContain(spokenKey('*', ivrPhrases[locale]));
    expect(text).toContain(spokenKey('#', ivrPhrases[locale]));
    expect(text).not.toMatch(/[{}]/);
  });

  it('knows when the visitor has edited the generated text', () => {
    const generated = menuPromptText(options, ivrPhrases.es);
    expect(isGeneratedMenuText(`${generated} `, options, ivrPhrases.es)).toBe(true);
    expect(isGeneratedMenuText(`${generated} Gracias.`, options, ivrPhrases.es)).toBe(false);
  });
});
