import type { UseCase } from '../spec';

/** The fill-in fields a script template may use, written `{company}` in the template text. */
export const templateFieldIds = [
  'company',
  'name',
  'department',
  'days',
  'hours',
  'returnDate',
  'holiday',
  'phone',
  'website',
  'email',
  'colleague',
  'colleaguePhone',
  'emergency',
  'option1',
  'option2',
  'option3',
  'option4',
] as const;
export type TemplateFieldId = (typeof templateFieldIds)[number];

/** How a script sounds; the studio labels these through messages (studio.styles.*). */
export const templateStyles = ['professional', 'friendly', 'short'] as const;
export type TemplateStyle = (typeof templateStyles)[number];

export type ScriptTemplate = {
  /** Stable across languages, so a chosen template survives a language switch. */
  id: TemplateStyle;
  text: string;
};

export type LocaleTemplates = {
  /** Example values: shown as placeholders and used wherever a field is left empty. */
  examples: Record<TemplateFieldId, string>;
  byUseCase: Record<UseCase, readonly ScriptTemplate[]>;
};
