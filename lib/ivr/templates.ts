// Ready-made phone menus per industry and language: the builder starts from one of these. Each is
// a complete, valid IvrTree (welcome, main menu with three departments, operator on 0, a repeat
// key, invalid / timeout / after-hours / holiday / hold / voicemail prompts).
import type { Locale } from '../i18n/locales';
import { fillTemplate } from '../greeting/templates/fill';
import type { TemplateFieldId } from '../greeting/templates/types';
import { menuPromptText } from './menu-text';
import { ivrPhrases } from './phrases';
import type { Industry } from './industries';
import { addedIndustryWords, type IndustryWords } from './industry-words';
import { promptSlots, type IvrMenu, type IvrPrompt, type IvrTree, type OptionalPromptSlot } from './tree';

export { industries, type Industry } from './industries';

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

// Department names as they complete the language's option sentence ("For {label}, press 1").
const firstWords: Record<Locale, Record<string, IndustryWords>> = {
  en: {
    'dental-practice': {
      company: 'Northwind Dental',
      departments: ['appointments', 'billing and insurance', 'dental emergencies'],
    },
    'law-firm': { company: 'Carter & Hale Law', departments: ['new clients', 'existing cases', 'accounts'] },
    'it-support': { company: 'Brightline IT', departments: ['technical support', 'sales', 'billing'] },
    shop: {
      company: 'Maple Street Goods',
      departments: ['order status', 'returns and exchanges', 'store hours and directions'],
    },
  },
  de: {
    'dental-practice': {
      company: 'Zahnarztpraxis Dr. Berger',
      departments: ['Terminvereinbarungen', 'Abrechnung und Versicherung', 'zahnärztliche Notfälle'],
    },
    'law-firm': {
      company: 'Kanzlei Hartmann & Weber',
      departments: ['neue Mandate', 'laufende Verfahren', 'Rechnungen'],
    },
    'it-support': {
      company: 'Nordlicht IT',
      departments: ['technischen Support', 'den Vertrieb', 'Rechnungsfragen'],
    },
    shop: {
      company: 'Lindenhof Laden',
      departments: ['Ihren Bestellstatus', 'Rückgabe und Umtausch', 'Öffnungszeiten und Anfahrt'],
    },
  },
  el: {
    'dental-practice': {
      company: 'Οδοντιατρείο Ορίζων',
      departments: ['ραντεβού', 'πληρωμές και ασφάλειες', 'επείγοντα περιστατικά'],
    },
    'law-firm': {
      company: 'Δικηγορικό Γραφείο Παππάς',
      departments: ['νέους πελάτες', 'υποθέσεις σε εξέλιξη', 'λογιστήριο'],
    },
    'it-support': { company: 'Φάρος IT', departments: ['τεχνική υποστήριξη', 'πωλήσεις', 'τιμολόγηση'] },
    shop: {
      company: 'Κατάστημα Ελιά',
      departments: [
        'την κατάσταση της παραγγελίας σας',
        'επιστροφές και αλλαγές',
        'ωράριο και οδηγίες πρόσβασης',
      ],
    },
  },
  es: {
    'dental-practice': {
      company: 'Clínica Dental Sonrisa',
      departments: ['citas', 'facturación y seguros', 'urgencias dentales'],
    },
    'law-firm': {
      company: 'Bufete Ortega y Ruiz',
      departments: ['nuevos clientes', 'asuntos en curso', 'administración'],
    },
    'it-support': { company: 'Faro IT', departments: ['soporte técnico', 'ventas', 'facturación'] },
    shop: {
      company: 'Tienda La Esquina',
      departments: ['el estado de su pedido', 'devoluciones y cambios', 'horarios y cómo llegar'],
    },
  },
  fr: {
    'dental-practice': {
      company: 'Cabinet dentaire Lumière',
      departments: ['prendre rendez-vous', 'la facturation et les mutuelles', 'les urgences dentaires'],
    },
    'law-firm': {
      company: 'Cabinet Martin Avocats',
      departments: ['un nouveau dossier', 'un dossier en cours', 'la comptabilité'],
    },
    'it-support': {
      company: 'Phare Informatique',
      departments: ['le support technique', 'le service commercial', 'la facturation'],
    },
    shop: {
      company: 'La Boutique du Coin',
      departments: ['le suivi de commande', 'les retours et échanges', 'les horaires et l’accès'],
    },
  },
  it: {
    'dental-practice': {
      company: 'Studio Dentistico Sorriso',
      departments: ['gli appuntamenti', 'pagamenti e assicurazioni', 'le urgenze dentistiche'],
    },
    'law-firm': {
      company: 'Studio Legale Rossi',
      departments: ['i nuovi clienti', 'le pratiche in corso', 'l’amministrazione'],
    },
    'it-support': {
      company: 'Faro Informatica',
      departments: ['l’assistenza tecnica', 'l’ufficio commerciale', 'la fatturazione'],
    },
    shop: {
      company: 'Bottega dell’Angolo',
      departments: ['lo stato del suo ordine', 'resi e cambi', 'orari e indicazioni'],
    },
  },
  pt: {
    'dental-practice': {
      company: 'Clínica Dentária Sorriso',
      departments: ['marcações', 'faturação e seguros', 'urgências dentárias'],
    },
    'law-firm': {
      company: 'Sociedade de Advogados Costa',
      departments: ['novos clientes', 'processos em curso', 'contabilidade'],
    },
    'it-support': { company: 'Farol Informática', departments: ['apoio técnico', 'vendas', 'faturação'] },
    shop: {
      company: 'Loja da Esquina',
      departments: ['o estado da sua encomenda', 'devoluções e trocas', 'horário e direções'],
    },
  },
};

/**
 * A fresh tree for an industry in a language. `values` are the visitor's fields (company, days,
 * hours, holiday); `examples` the language's example values (lib/greeting/templates) for the rest.
 */
export function ivrTemplate(
  industry: Industry,
  locale: Locale,
  values: Partial<Record<TemplateFieldId, string>> = {},
  examples: Partial<Record<TemplateFieldId, string>> = {},
  /** Every prompt, also those the industry leaves out by default (to add one back). */
  complete = false,
): IvrTree {
  const phrases = ivrPhrases[locale];
  const { company: exampleCompany, departments } = industryWords(locale, industry);
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
    prompt('main-menu', 'menu', phrases.titles.menu, menuPromptText(options, locale)),
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

function industryWords(locale: Locale, industry: Industry): IndustryWords {
  const added = addedIndustryWords[locale] as Record<string, IndustryWords>;
  const words = added[industry] ?? firstWords[locale][industry];
  if (!words) throw new Error(`no words for ${industry} in ${locale}`);
  return words;
}

/** Prompt kinds whose template text carries the visitor's fields (company, days, hours, holiday). */
const filledKinds: ReadonlySet<IvrPrompt['kind']> = new Set(['welcome', 'after-hours', 'holiday']);

/**
 * The "follow-generated" edit (lib/ivr/edit.ts) for a change of the visitor's fields: what the
 * template generated before and what it generates now, for the prompts that carry those fields.
 */
export function fieldsEdit(
  industry: Industry,
  locale: Locale,
  before: Partial<Record<TemplateFieldId, string>>,
  after: Partial<Record<TemplateFieldId, string>>,
  examples: Partial<Record<TemplateFieldId, string>> = {},
): { type: 'follow-generated'; from: Record<string, string>; to: Record<string, string> } {
  const texts = (values: Partial<Record<TemplateFieldId, string>>) =>
    Object.fromEntries(
      ivrTemplate(industry, locale, values, examples)
        .prompts.filter((p) => filledKinds.has(p.kind))
        .map((p) => [p.id, p.text]),
    );
  return { type: 'follow-generated', from: texts(before), to: texts(after) };
}
