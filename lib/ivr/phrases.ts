// What an IVR says in each language: the sentence that offers one key, the spoken names of * and #,
// and the standard prompts of a phone menu. Pure data, so the builder (browser) and the order
// (server) generate the same menu text.
// A field value carries its own preposition: never write one before {days} or {hours}, nor one
// that would merge with the article of {label} or {holiday} (the rule: lib/greeting/templates/types.ts).
import type { Locale } from '../i18n/locales';
import type { PromptKind } from './tree';

export type IvrPhraseSet = {
  /** One option of a menu: "{label}" is the option's name, "{key}" the spoken key. */
  option: string;
  /** The closing line of every menu when it offers a repeat key. */
  repeat: string;
  keys: { '*': string; '#': string };
  prompts: {
    welcome: string;
    /** A department's prompt before the call is handed over; "{label}" is its option label. */
    department: string;
    invalid: string;
    timeout: string;
    afterHours: string;
    holiday: string;
    hold: string;
    voicemail: string;
  };
  /** Labels of the options that are not departments. */
  labels: { operator: string; voicemail: string; department: string; repeat: string };
  /** Names of the standard prompts, shown in the builder and written into menu.txt. */
  titles: Record<Exclude<PromptKind, 'department'>, string>;
};

export const ivrPhrases: Record<Locale, IvrPhraseSet> = {
  en: {
    option: 'For {label}, press {key}.',
    repeat: 'To hear these options again, press {key}.',
    keys: { '*': 'star', '#': 'pound' },
    prompts: {
      welcome: 'Thank you for calling {company}.',
      department: 'One moment please, we are connecting you with our {label} team.',
      invalid: 'Sorry, that is not a valid option.',
      timeout: 'We did not receive your selection.',
      afterHours:
        'Thank you for calling {company}. Our office is currently closed. We are open {days}, {hours}.',
      holiday: 'Thank you for calling {company}. Our office is closed for {holiday}.',
      hold: 'Thank you for holding. Your call is important to us, and the next available person will be with you shortly.',
      voicemail:
        'Please leave your name, number, and a brief message after the tone, and we will call you back.',
    },
    labels: {
      operator: 'all other questions',
      voicemail: 'leaving a message',
      department: 'department',
      repeat: 'hearing the options again',
    },
    titles: {
      welcome: 'Welcome',
      menu: 'Main menu',
      invalid: 'Invalid key',
      timeout: 'No key pressed',
      'after-hours': 'After hours',
      holiday: 'Holiday closure',
      hold: 'Please hold',
      voicemail: 'Voicemail',
    },
  },
  de: {
    option: 'Für {label} drücken Sie bitte die {key}.',
    repeat: 'Um diese Auswahl noch einmal zu hören, drücken Sie die {key}.',
    keys: { '*': 'Sterntaste', '#': 'Rautetaste' },
    prompts: {
      welcome: 'Herzlich willkommen bei {company}.',
      department: 'Einen Moment bitte, wir verbinden Sie mit unserem Team für {label}.',
      invalid: 'Diese Auswahl ist leider nicht möglich.',
      timeout: 'Wir haben leider keine Auswahl erhalten.',
      afterHours:
        'Herzlich willkommen bei {company}. Sie rufen außerhalb unserer Öffnungszeiten an. Wir sind {days} {hours} für Sie da.',
      holiday: 'Herzlich willkommen bei {company}. Über {holiday} ist unser Büro geschlossen.',
      hold: 'Vielen Dank für Ihre Geduld. Der nächste freie Mitarbeiter ist gleich für Sie da.',
      voicemail:
        'Bitte hinterlassen Sie nach dem Signalton Ihren Namen, Ihre Nummer und eine kurze Nachricht. Wir rufen Sie zurück.',
    },
    labels: {
      operator: 'alle anderen Anliegen',
      voicemail: 'eine Nachricht',
      department: 'Abteilung',
      repeat: 'Wiederholung',
    },
    titles: {
      welcome: 'Begrüßung',
      menu: 'Hauptmenü',
      invalid: 'Ungültige Taste',
      timeout: 'Keine Eingabe',
      'after-hours': 'Außerhalb der Öffnungszeiten',
      holiday: 'Feiertage',
      hold: 'Warteschleife',
      voicemail: 'Mailbox',
    },
  },
  el: {
    option: 'Για {label}, πατήστε {key}.',
    repeat: 'Για να ακούσετε ξανά τις επιλογές, πατήστε {key}.',
    keys: { '*': 'αστερίσκο', '#': 'δίεση' },
    prompts: {
      welcome: '{company}, σας ευχαριστούμε για την κλήση σας.',
      department: 'Μια στιγμή παρακαλώ, σας συνδέουμε με την ομάδα μας για {label}.',
      invalid: 'Λυπούμαστε, η επιλογή δεν είναι έγκυρη.',
      timeout: 'Δεν λάβαμε την επιλογή σας.',
      afterHours:
        '{company}, σας ευχαριστούμε για την κλήση σας. Αυτή τη στιγμή είμαστε κλειστά. Είμαστε στη διάθεσή σας {days}, {hours}.',
      holiday: '{company}, σας ευχαριστούμε για την κλήση σας. Είμαστε κλειστά για {holiday}.',
      hold: 'Σας ευχαριστούμε για την αναμονή. Ο επόμενος διαθέσιμος συνεργάτης μας θα σας εξυπηρετήσει σύντομα.',
      voicemail:
        'Αφήστε το όνομά σας, τον αριθμό σας και ένα σύντομο μήνυμα μετά τον ήχο και θα σας καλέσουμε.',
    },
    labels: {
      operator: 'οποιοδήποτε άλλο θέμα',
      voicemail: 'να αφήσετε μήνυμα',
      department: 'τμήμα',
      repeat: 'επανάληψη',
    },
    titles: {
      welcome: 'Καλωσόρισμα',
      menu: 'Κεντρικό μενού',
      invalid: 'Μη έγκυρο πλήκτρο',
      timeout: 'Καμία επιλογή',
      'after-hours': 'Εκτός ωραρίου',
      holiday: 'Αργία',
      hold: 'Αναμονή',
      voicemail: 'Τηλεφωνητής',
    },
  },
  es: {
    option: 'Para {label}, pulse {key}.',
    repeat: 'Para volver a escuchar estas opciones, pulse {key}.',
    keys: { '*': 'asterisco', '#': 'almohadilla' },
    prompts: {
      welcome: 'Gracias por llamar a {company}.',
      department: 'Un momento, por favor; le pasamos con la persona que le atenderá.',
      invalid: 'Lo sentimos, esa opción no es válida.',
      timeout: 'No hemos recibido su selección.',
      afterHours:
        'Gracias por llamar a {company}. En este momento estamos cerrados. Nuestro horario es {days}, {hours}.',
      holiday: 'Gracias por llamar a {company}. Estamos cerrados por {holiday}.',
      hold: 'Gracias por esperar. En breve le atenderá la próxima persona disponible.',
      voicemail:
        'Deje su nombre, su número y un breve mensaje después de la señal y le devolveremos la llamada.',
    },
    labels: {
      operator: 'cualquier otra consulta',
      voicemail: 'dejar un mensaje',
      department: 'departamento',
      repeat: 'repetir el menú',
    },
    titles: {
      welcome: 'Bienvenida',
      menu: 'Menú principal',
      invalid: 'Tecla no válida',
      timeout: 'Sin selección',
      'after-hours': 'Fuera de horario',
      holiday: 'Cierre por festivo',
      hold: 'Espera',
      voicemail: 'Buzón de voz',
    },
  },
  fr: {
    option: 'Pour {label}, tapez {key}.',
    repeat: 'Pour réécouter ces choix, tapez {key}.',
    keys: { '*': 'étoile', '#': 'dièse' },
    prompts: {
      welcome: 'Bienvenue chez {company}.',
      department: 'Un instant, s’il vous plaît, nous transférons votre appel.',
      invalid: 'Désolé, ce choix n’est pas valide.',
      timeout: 'Nous n’avons pas reçu votre choix.',
      afterHours:
        'Bienvenue chez {company}. Nos bureaux sont actuellement fermés. Nous sommes ouverts {days}, {hours}.',
      holiday: 'Bienvenue chez {company}. Nos bureaux sont fermés pour {holiday}.',
      hold: 'Merci de patienter. Un conseiller va prendre votre appel dans quelques instants.',
      voicemail:
        'Laissez votre nom, votre numéro et un court message après le signal sonore, et nous vous rappellerons.',
    },
    labels: {
      operator: 'toute autre demande',
      voicemail: 'laisser un message',
      department: 'service',
      repeat: 'réécouter',
    },
    titles: {
      welcome: 'Accueil',
      menu: 'Menu principal',
      invalid: 'Touche non valide',
      timeout: 'Aucun choix',
      'after-hours': 'Hors horaires',
      holiday: 'Fermeture exceptionnelle',
      hold: 'Attente',
      voicemail: 'Messagerie',
    },
  },
  it: {
    option: 'Per {label}, prema {key}.',
    repeat: 'Per riascoltare queste opzioni, prema {key}.',
    keys: { '*': 'asterisco', '#': 'cancelletto' },
    prompts: {
      welcome: 'Grazie per aver chiamato {company}.',
      department: 'Un momento, prego; la stiamo mettendo in contatto con il nostro team per {label}.',
      invalid: 'Siamo spiacenti, la scelta non è valida.',
      timeout: 'Non abbiamo ricevuto la sua scelta.',
      afterHours:
        'Grazie per aver chiamato {company}. In questo momento siamo chiusi. Siamo aperti {days}, {hours}.',
      holiday: 'Grazie per aver chiamato {company}. Siamo chiusi per {holiday}.',
      hold: 'Grazie per l’attesa. Il primo operatore disponibile le risponderà a breve.',
      voicemail:
        'Lasci il suo nome, il suo numero e un breve messaggio dopo il segnale acustico e la richiameremo.',
    },
    labels: {
      operator: 'tutte le altre richieste',
      voicemail: 'lasciare un messaggio',
      department: 'reparto',
      repeat: 'riascoltare',
    },
    titles: {
      welcome: 'Benvenuto',
      menu: 'Menu principale',
      invalid: 'Tasto non valido',
      timeout: 'Nessuna scelta',
      'after-hours': 'Fuori orario',
      holiday: 'Chiusura festiva',
      hold: 'Attesa',
      voicemail: 'Segreteria',
    },
  },
  pt: {
    option: 'Para {label}, prima {key}.',
    repeat: 'Para ouvir novamente estas opções, prima {key}.',
    keys: { '*': 'asterisco', '#': 'cardinal' },
    prompts: {
      welcome: 'Obrigado por ligar para {company}.',
      department: 'Um momento, por favor; vamos transferir a sua chamada.',
      invalid: 'Lamentamos, essa opção não é válida.',
      timeout: 'Não recebemos a sua escolha.',
      afterHours:
        'Obrigado por ligar para {company}. De momento estamos fechados. O nosso horário é {days}, {hours}.',
      holiday: 'Obrigado por ligar para {company}. Estamos fechados durante {holiday}.',
      hold: 'Obrigado pela sua espera. O próximo colaborador disponível irá atendê-lo em breve.',
      voicemail: 'Deixe o seu nome, o seu número e uma breve mensagem após o sinal e ligaremos de volta.',
    },
    labels: {
      operator: 'qualquer outro assunto',
      voicemail: 'deixar uma mensagem',
      department: 'departamento',
      repeat: 'repetir o menu',
    },
    titles: {
      welcome: 'Boas-vindas',
      menu: 'Menu principal',
      invalid: 'Tecla inválida',
      timeout: 'Sem escolha',
      'after-hours': 'Fora de horas',
      holiday: 'Encerramento por feriado',
      hold: 'Espera',
      voicemail: 'Correio de voz',
    },
  },
};
