import type { LocaleTemplates } from './types';

// Geschäftliches Telefondeutsch: Sie-Form, "nach dem Signalton", "schnellstmöglich".
export const de: LocaleTemplates = {
  examples: {
    company: 'Zahnarztpraxis Dr. Berger',
    name: 'Anna Schmidt',
    department: 'Kundenservice',
    days: 'Montag bis Freitag',
    hours: 'von 8 bis 17 Uhr',
    returnDate: '5. Januar',
    holiday: 'die Feiertage',
    phone: '030 1234567',
    website: 'praxis-berger.de',
    email: 'info@praxis-berger.de',
    colleague: 'Herr Thomas Wagner',
    colleaguePhone: '030 7654321',
    emergency: 'unseren Notdienst unter 030 7654399',
    option1: 'Terminvereinbarungen',
    option2: 'Rechnungen und Versicherungsfragen',
    option3: 'Anfahrt und Öffnungszeiten',
    option4: 'Rezepte',
  },
  byUseCase: {
    'business-voicemail': [
      {
        id: 'professional',
        text: 'Herzlich willkommen bei {company}. Leider können wir Ihren Anruf im Moment nicht persönlich entgegennehmen. Bitte hinterlassen Sie nach dem Signalton Ihren Namen, Ihre Telefonnummer und eine kurze Nachricht. Wir rufen Sie schnellstmöglich zurück. Gerne erreichen Sie uns auch per E-Mail unter {email}. Vielen Dank und auf Wiederhören.',
      },
      {
        id: 'friendly',
        text: 'Hallo und schön, dass Sie bei {company} anrufen! Gerade sind wir alle im Gespräch. Sprechen Sie uns nach dem Ton einfach Ihren Namen, Ihre Nummer und Ihr Anliegen auf, dann melden wir uns so bald wie möglich bei Ihnen. Bis gleich!',
      },
      {
        id: 'short',
        text: 'Sie sind verbunden mit {company}, {department}. Bitte hinterlassen Sie nach dem Signalton eine Nachricht, wir rufen Sie zurück. Vielen Dank.',
      },
    ],
    'personal-voicemail': [
      {
        id: 'professional',
        text: 'Guten Tag, Sie sind verbunden mit der Mailbox von {name}, {company}. Ich bin im Moment leider nicht erreichbar. Bitte hinterlassen Sie nach dem Signalton Ihren Namen, Ihre Telefonnummer und eine kurze Nachricht. Ich rufe Sie so bald wie möglich zurück. Vielen Dank.',
      },
      {
        id: 'friendly',
        text: 'Hallo, hier ist {name}. Schade, dass du mich gerade nicht erreichst! Sprich mir einfach nach dem Piep eine Nachricht drauf, ich rufe dich so schnell wie möglich zurück.',
      },
    ],
    'out-of-office': [
      {
        id: 'professional',
        text: 'Guten Tag, Sie sind verbunden mit {name}, {company}. Ich bin zurzeit nicht im Büro, habe nur eingeschränkt Zugriff auf meine Nachrichten und bin ab dem {returnDate} wieder erreichbar. In dringenden Fällen wenden Sie sich bitte an {colleague} unter {colleaguePhone}. Ansonsten hinterlassen Sie gerne eine Nachricht nach dem Signalton, ich melde mich nach meiner Rückkehr.',
      },
      {
        id: 'friendly',
        text: 'Hallo, hier ist {name}. Ich bin gerade nicht im Büro und ab dem {returnDate} wieder da. Wenn es eilt, hilft Ihnen {colleague} unter {colleaguePhone} gerne weiter. Sonst sprechen Sie mir einfach eine Nachricht auf, ich rufe zurück, sobald ich wieder da bin. Danke!',
      },
    ],
    'extended-absence': [
      {
        id: 'professional',
        text: 'Guten Tag, Sie sind verbunden mit der Mailbox von {name}, {company}. Ich bin längere Zeit abwesend und ab dem {returnDate} wieder für Sie da. Diese Mailbox wird in meiner Abwesenheit nicht abgehört. Bitte wenden Sie sich an {colleague}, telefonisch unter {colleaguePhone} oder per E-Mail an {email}. Vielen Dank für Ihr Verständnis.',
      },
      {
        id: 'friendly',
        text: 'Hallo, hier ist {name}. Ich bin eine Weile nicht da und ab dem {returnDate} zurück. In der Zwischenzeit kümmert sich {colleague} um meine Anliegen, erreichbar unter {colleaguePhone}. Nachrichten auf dieser Mailbox höre ich erst nach meiner Rückkehr ab. Vielen Dank!',
      },
    ],
    'out-of-hours': [
      {
        id: 'professional',
        text: 'Herzlich willkommen bei {company}. Sie rufen leider außerhalb unserer Geschäftszeiten an. Sie erreichen uns {days} {hours}. Bitte hinterlassen Sie nach dem Signalton Ihren Namen, Ihre Telefonnummer und eine kurze Nachricht, wir rufen Sie am nächsten Werktag zurück. In dringenden Fällen erreichen Sie {emergency}. Weitere Informationen finden Sie unter {website}.',
      },
      {
        id: 'friendly',
        text: 'Danke für Ihren Anruf bei {company}! Gerade sind wir nicht im Haus, aber wir freuen uns über Ihre Nachricht. Für Sie da sind wir {days} {hours}. Sprechen Sie uns nach dem Ton einfach an, wir melden uns gleich am nächsten Morgen. Im Notfall erreichen Sie uns unter {phone}.',
      },
      {
        id: 'short',
        text: 'Sie sind verbunden mit {company}. Zurzeit ist unser Büro geschlossen. Unsere Geschäftszeiten sind {days} {hours}. Bitte rufen Sie während dieser Zeiten wieder an oder hinterlassen Sie eine Nachricht nach dem Signalton. Vielen Dank.',
      },
    ],
    holiday: [
      {
        id: 'professional',
        text: 'Herzlich willkommen bei {company}. Über {holiday} ist unser Büro geschlossen. Ab dem {returnDate} sind wir wieder für Sie da. Bitte hinterlassen Sie nach dem Signalton eine Nachricht, wir rufen Sie nach unserer Rückkehr zurück. In dringenden Fällen erreichen Sie uns unter {phone}. Wir wünschen Ihnen schöne Feiertage.',
      },
      {
        id: 'friendly',
        text: 'Hallo und danke für Ihren Anruf bei {company}! Unser Team macht über {holiday} eine kleine Pause. Ab dem {returnDate} sind wir wieder da und rufen alle zurück. Schöne Feiertage!',
      },
    ],
    'on-hold': [
      {
        id: 'professional',
        text: 'Herzlich willkommen bei {company}. Im Moment sind alle Leitungen belegt. Bitte bleiben Sie in der Leitung, Sie werden in der Reihenfolge Ihres Anrufs verbunden. [pause 2s] Wussten Sie schon? Antworten auf viele Fragen finden Sie auch auf unserer Website {website}. [pause 2s] Vielen Dank für Ihre Geduld. Gleich ist ein Mitarbeiter für Sie da. [pause 2s] Sie können uns auch gerne per E-Mail an {email} schreiben, wir antworten innerhalb eines Werktages.',
      },
      {
        id: 'friendly',
        text: 'Schön, dass Sie da sind! Sie sind mit {company} verbunden, gleich sind wir für Sie da. [pause 2s] Übrigens: Sie erreichen uns {days} {hours}. [pause 2s] Viele Antworten finden Sie auch ganz bequem unter {website}. [pause 2s] Danke für Ihre Geduld, es dauert nur noch einen Moment.',
      },
    ],
    ivr: [
      {
        id: 'professional',
        text: 'Herzlich willkommen bei {company}. [pause 1s] Für {option1} drücken Sie bitte die 1. Für {option2} drücken Sie die 2. Für {option3} drücken Sie die 3. Für {option4} drücken Sie die 4. Möchten Sie direkt mit einem Mitarbeiter sprechen, drücken Sie die 0. Um diese Auswahl noch einmal zu hören, drücken Sie die Sterntaste.',
      },
      {
        id: 'short',
        text: 'Willkommen bei {company}. [pause 1s] Für {option1} drücken Sie die 1. Für {option2} die 2. Für {option3} die 3. Für alle anderen Anliegen drücken Sie die 0.',
      },
    ],
  },
};
