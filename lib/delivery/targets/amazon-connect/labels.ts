// The target's name and connect-form labels in one language (`delivery.targets.<id>`,
// `delivery.connect.<id>.*`), as the generic connect panel reads them.
import { createTranslator } from 'next-intl';
import type { Locale } from '../../../i18n/locales';
import { loadMessages } from '../../../i18n/messages';

const id = 'amazon-connect';
/** One per connect field (index.ts), plus the external id we show and the how-to. */
const labelKeys = ['instance', 'region', 'roleArn', 'bucket', 'externalId', 'help'] as const;

export async function amazonConnectLabels(locale: Locale) {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'delivery' });
  const fields = Object.fromEntries(labelKeys.map((key) => [key, t(`connect.${id}.${key}`)]));
  return { name: t(`targets.${id}`), fields: fields as Record<(typeof labelKeys)[number], string> };
}
