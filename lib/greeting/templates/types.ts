import type { UseCase } from '../spec';

/**
 * The fill-in fields a script template may use, written `{company}` in the template text.
 *
 * Who owns a preposition (the rule for every greeting template and IVR phrase, all languages):
 * a field value carries its own preposition; a phrase never puts one directly before a field whose
 * value can hold one. `{days}` and `{hours}` are written whole, as said after "we are open":
 * "de lunes a viernes", "von 8 bis 17 Uhr", "dalle 9 alle 18" (English and Greek need none:
 * "8 AM to 5 PM"), and the phrase says "Nuestro horario es {days}, {hours}", never "es de {days}".
 * The example values below follow it, so a visitor who types the preposition and one who leaves it
 * out both get a sentence without "von von" or "de de". The other fields are names and dates
 * ({company}, {holiday}, {returnDate}, {label}, …): the phrase brings its preposition and the value
 * none, and a phrase avoids a preposition that would have to merge with the value's article
 * (Spanish "de" + "el estado…", Portuguese "de" + "as festas"). lib/ivr/phrasing.test.ts fills
 * every template and prompt with the examples and with realistic values and checks this.
 */
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
