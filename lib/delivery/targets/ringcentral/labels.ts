// The target's name and connect button in one language (`delivery.targets.<id>`,
// `delivery.connect.<id>.*`), as the generic connect panel reads them.
import { createTranslator } from 'next-intl';
import type { Locale } from '../../../i18n/locales';
import { loadMessages } from '../../../i18n/messages';

const id = 'ringcentral';
const labelKeys = ['button', 'help'] as const;

export async function ringCentralLabels(locale: Locale) {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'delivery' });
  const labels = Object.fromEntries(labelKeys.map((key) => [key, t(`connect.${id}.${key}`)]));
  return { name: t(`targets.${id}`), ...(labels as Record<(typeof labelKeys)[number], string>) };
}
