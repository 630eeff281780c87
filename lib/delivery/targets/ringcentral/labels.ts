// The target's name and connect button in one language. They live in the `deliveryMore` namespace
// until the merge moves them under `delivery` (`delivery.targets.<id>`, `delivery.connect.<id>.*`),
// where the generic connect panel reads them.
import { createTranslator } from 'next-intl';
import type { Locale } from '../../../i18n/locales';
import { loadMessages } from '../../../i18n/messages';

const id = 'ringcentral';
const labelKeys = ['button', 'help'] as const;

export async function ringCentralLabels(locale: Locale) {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'deliveryMore' });
  const labels = Object.fromEntries(labelKeys.map((key) => [key, t(`connect.${id}.${key}`)]));
  return { name: t(`targets.${id}`), ...(labels as Record<(typeof labelKeys)[number], string>) };
}
