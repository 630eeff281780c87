// Ready-made phone menus per industry and language: the builder starts from one of these. Each is
// a complete, valid IvrTree (welcome, main menu with three departments, operator on 0, a repeat
// key, invalid / timeout / after-hours / holiday / hold / voicemail prompts). The words come in an
// IvrLanguage (one language's phrases and industry words), not as a table of all seven, so the
// browser's builder carries only its page's language (language.ts builds one on the server, #29).
import type { Locale } from '../i18n/locales';
import { fillTemplate } from '../greeting/templates/fill';
import type { TemplateFieldId } from '../greeting/templates/types';
import { menuPromptText } from './menu-text';
import type { IvrPhraseSet } from './phrases';
import type { Industry } from './industries';
import type { IndustryWords } from './industry-words';
import { promptSlots, type IvrMenu, type IvrPrompt, type IvrTree, type OptionalPromptSlot } from './tree';

export { industries, type Industry } from './industries';

/** What the templates say in one language: its phrases and every industry's example words. */
export type IvrLanguage = { locale: Locale; phrases: IvrPhraseSet; words: Record<Industry, IndustryWords> };

/**
 * Prompts an industry does without unless the visitor adds them back: a hotel is never closed,
 * so "we are closed" and the holiday notice would be wrong there.
 */
export const leftOutByDefault: Record<Industry, readonly OptionalPromptSlot[]> = {
  'dental-practice': [],
  'medical-practice': [],
  'law-firm': [],
  'it-support': [],
  shop: [],
  hotel: ['afterHoursPromptId', 'holidayPromptId'],
  restaurant: [],
  'real-estate-agency': [],
};

/**
 * A fresh tree for an industry in a language. `values` are the visitor's fields (company, days,
 * hours, holiday); `examples` the language's example values (lib/greeting/templates) for the rest.
 */
export function ivrTemplate(
  industry: Industry,
  language: IvrLanguage,
  values: Partial<Record<TemplateFieldId, string>> = {},
  examples: Partial<Record<TemplateFieldId, string>> = {},
  /** Every prompt, also those the industry leaves out by default (to add one back). */
  complete = false,
): IvrTree {
  const { locale, phrases } = language;
  const { company: exampleCompany, departments } = language.words[industry];
  const fill = (text: string) => fillTemplate(text, values, { ...examples, company: exampleCompany });
  const departmentIds = ['department-1', 'department-2', 'department-3'] as const;

  const options: IvrMenu['options'] = [
    ...departments.map((label, i) => ({
      key: String(i + 1) as '1' | '2' | '3',
      label,
      action: { type: 'department' as const, promptId: departmentIds[i] ?? 'department-1' },
    })),
    { key: '0', label: phrases.labels.operator, action: { type: 'operator' } },
    { key: '*', label: phrases.labels.repeat, action: { type: 'repeat' } },
  ];
  const prompt = (id: string, kind: IvrPrompt['kind'], title: string, text: string): IvrPrompt => ({
    id,
    kind,
    title,
    text,
  });
  const prompts: IvrPrompt[] = [
    prompt('welcome', 'welcome', phrases.titles.welcome, fill(phrases.prompts.welcome)),
    prompt('main-menu', 'menu', phrases.titles.menu, menuPromptText(options, phrases)),
    ...departments.map((label, i) =>
      prompt(
        departmentIds[i] ?? 'department-1',
        'department',
        label,
        fillTemplate(phrases.prompts.department, { label }),
      ),
    ),
    prompt('invalid', 'invalid', phrases.titles['invalid'], phrases.prompts.invalid),
    prompt('timeout', 'timeout', phrases.titles['timeout'], phrases.prompts.timeout),
    prompt('after-hours', 'after-hours', phrases.titles['after-hours'], fill(phrases.prompts.afterHours)),
    prompt('holiday', 'holiday', phrases.titles['holiday'], fill(phrases.prompts.holiday)),
    prompt('hold', 'hold', phrases.titles['hold'], phrases.prompts.hold),
    prompt('voicemail', 'voicemail', phrases.titles['voicemail'], phrases.prompts.voicemail),
  ];
  // Each prompt's id is its kind, so the slots are tree.ts's promptSlots (welcome and root menu
  // first, in the schema's key order).
  const { welcomePromptId, ...otherSlots } = promptSlots;
  const tree: IvrTree = {
    version: 1,
    locale,
    welcomePromptId,
    rootMenuId: 'main',
    ...otherSlots,
    timeoutSeconds: 5,
    retries: 3,
    prompts,
    menus: [{ id: 'main', promptId: 'main-menu', options }],
  };
  if (complete) return tree;
  const out = leftOutByDefault[industry];
  const kinds = new Set<string>(out.map((slot) => promptSlots[slot]));
  return {
    ...tree,
    ...Object.fromEntries(out.map((slot) => [slot, null])),
    prompts: prompts.filter((p) => !kinds.has(p.kind)),
  };
}

/** Prompt kinds whose template text carries the visitor's fields (company, days, hours, holiday). */
const filledKinds: ReadonlySet<IvrPrompt['kind']> = new Set(['welcome', 'after-hours', 'holiday']);

/**
 * The "follow-generated" edit (lib/ivr/edit.ts) for a change of the visitor's fields: what the
 * template generated before and what it generates now, for the prompts that carry those fields.
 */
export function fieldsEdit(
  industry: Industry,
  language: IvrLanguage,
  before: Partial<Record<TemplateFieldId, string>>,
  after: Partial<Record<TemplateFieldId, string>>,
  examples: Partial<Record<TemplateFieldId, string>> = {},
): { type: 'follow-generated'; from: Record<string, string>; to: Record<string, string> } {
  const texts = (values: Partial<Record<TemplateFieldId, string>>) =>
    Object.fromEntries(
      ivrTemplate(industry, language, values, examples)
        .prompts.filter((p) => filledKinds.has(p.kind))
        .map((p) => [p.id, p.text]),
    );
  return { type: 'follow-generated', from: texts(before), to: texts(after) };
}
