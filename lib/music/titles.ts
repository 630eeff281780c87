// Track titles and category names in every site language, written for each language
// rather than translated word for word. The UI exposes them through its messages and
// GET /api/music?locale= returns them.
import type { Locale } from '../i18n/locales';
import type { MusicCategory } from './catalog';

export const categoryNames: Record<MusicCategory, Record<Locale, string>> = {
  corporate: {
    en: 'Corporate',
    de: 'Business',
    el: 'Εταιρική',
    es: 'Corporativa',
    fr: 'Institutionnelle',
    it: 'Aziendale',
    pt: 'Corporativa',
  },
  calm: { en: 'Calm', de: 'Ruhig', el: 'Ήρεμη', es: 'Tranquila', fr: 'Calme', it: 'Rilassante', pt: 'Calma' },
  upbeat: {
    en: 'Upbeat',
    de: 'Beschwingt',
    el: 'Ζωηρή',
    es: 'Animada',
    fr: 'Entraînante',
    it: 'Vivace',
    pt: 'Animada',
  },
  classical: {
    en: 'Classical',
    de: 'Klassik',
    el: 'Κλασική',
    es: 'Clásica',
    fr: 'Classique',
    it: 'Classica',
    pt: 'Clássica',
  },
  acoustic: {
    en: 'Acoustic',
    de: 'Akustisch',
    el: 'Ακουστική',
    es: 'Acústica',
    fr: 'Acoustique',
    it: 'Acustica',
    pt: 'Acústica',
  },
  ambient: {
    en: 'Ambient',
    de: 'Ambient',
    el: 'Ατμοσφαιρική',
    es: 'Ambiental',
    fr: 'Ambiance',
    it: 'Ambient',
    pt: 'Ambiente',
  },
};

export const trackTitles: Record<string, Record<Locale, string>> = {
  'clear-horizon': {
    en: 'Clear Horizon',
    de: 'Klarer Horizont',
    el: 'Καθαρός ορίζοντας',
    es: 'Horizonte despejado',
    fr: 'Horizon dégagé',
    it: 'Orizzonte limpido',
    pt: 'Horizonte limpo',
  },
  'forward-motion': {
    en: 'Forward Motion',
    de: 'Vorwärts',
    el: 'Προς τα εμπρός',
    es: 'Siempre adelante',
    fr: 'En avant',
    it: 'Avanti tutta',
    pt: 'Sempre em frente',
  },
  'still-water': {
    en: 'Still Water',
    de: 'Stilles Wasser',
    el: 'Ήσυχα νερά',
    es: 'Aguas tranquilas',
    fr: 'Eau calme',
    it: 'Acque calme',
    pt: 'Águas calmas',
  },
  'soft-focus': {
    en: 'Soft Focus',
    de: 'Sanftes Licht',
    el: 'Απαλές αποχρώσεις',
    es: 'Luz suave',
    fr: 'Flou délicat',
    it: 'Luce soffusa',
    pt: 'Luz suave',
  },
  'sunny-side': {
    en: 'Sunny Side',
    de: 'Sonnenseite',
    el: 'Ηλιόλουστη πλευρά',
    es: 'Lado soleado',
    fr: 'Côté soleil',
    it: 'Lato soleggiato',
    pt: 'Lado solarengo',
  },
  'good-news': {
    en: 'Good News',
    de: 'Gute Nachrichten',
    el: 'Καλά νέα',
    es: 'Buenas noticias',
    fr: 'Bonnes nouvelles',
    it: 'Buone notizie',
    pt: 'Boas notícias',
  },
  'morning-walk': {
    en: 'Morning Walk',
    de: 'Morgenspaziergang',
    el: 'Πρωινή βόλτα',
    es: 'Paseo matinal',
    fr: 'Balade matinale',
    it: 'Passeggiata mattutina',
    pt: 'Passeio matinal',
  },
  'warm-afternoon': {
    en: 'Warm Afternoon',
    de: 'Warmer Nachmittag',
    el: 'Ζεστό απόγευμα',
    es: 'Tarde cálida',
    fr: 'Douce après-midi',
    it: 'Pomeriggio d’estate',
    pt: 'Tarde amena',
  },
  'open-sky': {
    en: 'Open Sky',
    de: 'Weiter Himmel',
    el: 'Ανοιχτός ουρανός',
    es: 'Cielo abierto',
    fr: 'Ciel ouvert',
    it: 'Cielo aperto',
    pt: 'Céu aberto',
  },
  'deep-blue': {
    en: 'Deep Blue',
    de: 'Tiefblau',
    el: 'Βαθύ μπλε',
    es: 'Azul profundo',
    fr: 'Bleu profond',
    it: 'Blu profondo',
    pt: 'Azul profundo',
  },
  'bach-prelude-in-c': {
    en: 'Bach: Prelude in C Major',
    de: 'Bach: Präludium in C-Dur',
    el: 'Μπαχ: Πρελούδιο σε Ντο μείζονα',
    es: 'Bach: Preludio en do mayor',
    fr: 'Bach : Prélude en do majeur',
    it: 'Bach: Preludio in do maggiore',
    pt: 'Bach: Prelúdio em dó maior',
  },
  'canon-in-d': {
    en: 'Pachelbel: Canon in D',
    de: 'Pachelbel: Kanon in D-Dur',
    el: 'Πάχελμπελ: Κανόνας σε Ρε μείζονα',
    es: 'Pachelbel: Canon en re mayor',
    fr: 'Pachelbel : Canon en ré majeur',
    it: 'Pachelbel: Canone in re maggiore',
    pt: 'Pachelbel: Cânone em ré maior',
  },
};

/** A track's title in a language, falling back to English, then to the id. */
export function trackTitle(id: string, locale: Locale): string {
  return trackTitles[id]?.[locale] ?? trackTitles[id]?.en ?? id;
}

export function categoryName(category: MusicCategory, locale: Locale): string {
  return categoryNames[category][locale];
}
