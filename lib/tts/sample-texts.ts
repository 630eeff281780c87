import type { Locale } from '../i18n/locales';

/** What a voice says when the visitor presses its play button: a short greeting in its language. */
const samples: Record<Locale, (name: string) => string> = {
  en: (name) => `Hello, this is ${name}. Thank you for calling. Please leave a message after the tone.`,
  de: (name) =>
    `Hallo, hier ist ${name}. Vielen Dank für Ihren Anruf. Bitte hinterlassen Sie eine Nachricht nach dem Signalton.`,
  el: (name) =>
    `Γεια σας, είμαι η ${name}. Ευχαριστούμε για την κλήση σας. Παρακαλώ αφήστε μήνυμα μετά τον ήχο.`,
  es: (name) => `Hola, soy ${name}. Gracias por su llamada. Por favor, deje un mensaje después de la señal.`,
  fr: (name) =>
    `Bonjour, ici ${name}. Merci de votre appel. Veuillez laisser un message après le bip sonore.`,
  it: (name) =>
    `Buongiorno, sono ${name}. Grazie per la chiamata. Lasci un messaggio dopo il segnale acustico.`,
  pt: (name) => `Olá, fala ${name}. Obrigado pela sua chamada. Por favor, deixe uma mensagem após o sinal.`,
};

/** Greek uses a gendered article before the name. */
export function sampleText(locale: Locale, name: string, gender: 'female' | 'male'): string {
  const text = samples[locale](name);
  return locale === 'el' && gender === 'male' ? text.replace('είμαι η', 'είμαι ο') : text;
}
