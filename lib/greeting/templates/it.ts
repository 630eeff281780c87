import type { LocaleTemplates } from './types';

// Italiano da centralino: forma di cortesia (Lei), "dopo il segnale acustico", "prema".
export const it: LocaleTemplates = {
  examples: {
    company: 'Studio Dentistico Rossi',
    name: 'Giulia Bianchi',
    department: 'Servizio Clienti',
    days: 'dal lunedì al venerdì',
    hours: 'dalle 9 alle 18',
    returnDate: '5 gennaio',
    holiday: 'le festività natalizie',
    phone: '02 1234 5678',
    website: 'studiorossi.it',
    email: 'info@studiorossi.it',
    colleague: 'Marco Ferrari',
    colleaguePhone: '02 8765 4321',
    emergency: 'il nostro servizio di reperibilità al numero 02 1234 5600',
    option1: 'prenotare un appuntamento',
    option2: 'fatture e pagamenti',
    option3: 'orari e indicazioni',
    option4: 'ricette',
  },
  byUseCase: {
    'business-voicemail': [
      {
        id: 'professional',
        text: 'Grazie per aver chiamato {company}. Al momento non possiamo rispondere alla sua chiamata. La preghiamo di lasciare il suo nome, il suo numero di telefono e un breve messaggio dopo il segnale acustico: la richiameremo al più presto. Può anche scriverci all’indirizzo {email}. Grazie e buona giornata.',
      },
      {
        id: 'friendly',
        text: 'Ciao e grazie per aver chiamato {company}! In questo momento siamo tutti impegnati con altri clienti. Lasci il suo nome, il suo numero e un breve messaggio dopo il segnale, e la richiameremo prestissimo. A presto!',
      },
      {
        id: 'short',
        text: 'Ha chiamato {company}, {department}. Lasci un messaggio dopo il segnale acustico e la richiameremo. Grazie.',
      },
    ],
    'personal-voicemail': [
      {
        id: 'professional',
        text: 'Buongiorno, ha raggiunto la segreteria di {name}, {company}. Al momento non sono disponibile. La prego di lasciare il suo nome, il suo numero e un breve messaggio dopo il segnale acustico: la richiamerò appena possibile. Grazie.',
      },
      {
        id: 'friendly',
        text: 'Ciao, sono {name}. Mi dispiace, ora non posso rispondere! Lasciami un messaggio dopo il bip e ti richiamo appena posso.',
      },
    ],
    'out-of-office': [
      {
        id: 'professional',
        text: 'Buongiorno, ha raggiunto {name}, {company}. Sono fuori ufficio fino al {returnDate} e con accesso limitato ai messaggi. Per questioni urgenti, la prego di contattare {colleague} al numero {colleaguePhone}. Altrimenti lasci un messaggio dopo il segnale acustico e la richiamerò al mio rientro.',
      },
      {
        id: 'friendly',
        text: 'Buongiorno, sono {name}. Sono fuori ufficio fino al {returnDate}. Se è urgente, {colleague} sarà felice di aiutarla al numero {colleaguePhone}. Altrimenti mi lasci un messaggio e la richiamo appena rientro. Grazie!',
      },
    ],
    'extended-absence': [
      {
        id: 'professional',
        text: 'Buongiorno, ha raggiunto la segreteria di {name}, {company}. Sono assente per un periodo prolungato e rientrerò il {returnDate}. Durante la mia assenza questa segreteria non viene ascoltata. La prego di contattare {colleague} al numero {colleaguePhone} o all’indirizzo {email}, che sarà lieto di aiutarla. Grazie per la comprensione.',
      },
      {
        id: 'friendly',
        text: 'Buongiorno, sono {name}. Starò via per un po’ e torno il {returnDate}. Nel frattempo {colleague} segue le mie pratiche: può chiamarlo al numero {colleaguePhone}. Ascolterò i messaggi lasciati qui solo al mio rientro. Grazie!',
      },
    ],
    'out-of-hours': [
      {
        id: 'professional',
        text: 'Grazie per aver chiamato {company}. In questo momento i nostri uffici sono chiusi. Siamo aperti {days}, {hours}. La preghiamo di lasciare il suo nome, il suo numero e un breve messaggio dopo il segnale acustico: la richiameremo il primo giorno lavorativo utile. Per le urgenze, chiami {emergency}. Maggiori informazioni su {website}.',
      },
      {
        id: 'friendly',
        text: 'Grazie per aver chiamato {company}! Ora siamo chiusi, ma ci farà piacere sentirla. Siamo qui {days}, {hours}. Ci lasci un messaggio dopo il segnale e la richiameremo appena riapriamo. Per le urgenze, chiami il numero {phone}.',
      },
      {
        id: 'short',
        text: 'Ha chiamato {company} fuori dall’orario di apertura. Siamo disponibili {days}, {hours}. La preghiamo di richiamare in questi orari o di lasciare un messaggio dopo il segnale acustico. Grazie.',
      },
    ],
    holiday: [
      {
        id: 'professional',
        text: 'Grazie per aver chiamato {company}. I nostri uffici sono chiusi per {holiday} e riapriranno il {returnDate}. La preghiamo di lasciare un messaggio dopo il segnale acustico: la richiameremo al nostro rientro. Per questioni urgenti, chiami il numero {phone}. Le auguriamo buone feste.',
      },
      {
        id: 'friendly',
        text: 'Ciao e grazie per aver chiamato {company}! Il nostro team si prende una breve pausa per {holiday}. Torniamo il {returnDate} e richiameremo tutti. Buone feste!',
      },
    ],
    'on-hold': [
      {
        id: 'professional',
        text: 'Grazie per aver chiamato {company}. Tutti i nostri operatori sono al momento occupati. La preghiamo di rimanere in linea: la sua chiamata riceverà risposta nell’ordine di arrivo. [pause 2s] Lo sapeva? Sul nostro sito, {website}, trova le risposte a molte domande. [pause 2s] Grazie per la pazienza. Un nostro operatore le risponderà a breve. [pause 2s] Può anche scriverci all’indirizzo {email}: le risponderemo entro un giorno lavorativo.',
      },
      {
        id: 'friendly',
        text: 'Grazie per l’attesa! È in linea con {company} e saremo da lei tra un attimo. [pause 2s] Nel frattempo: siamo aperti {days}, {hours}. [pause 2s] Tante risposte sono a portata di clic su {website}. [pause 2s] Grazie per la pazienza, arriviamo subito.',
      },
    ],
    ivr: [
      {
        id: 'professional',
        text: 'Grazie per aver chiamato {company}. [pause 1s] Per {option1}, prema 1. Per {option2}, prema 2. Per {option3}, prema 3. Per {option4}, prema 4. Per parlare con un operatore, prema 0. Per riascoltare le opzioni, prema asterisco.',
      },
      {
        id: 'short',
        text: 'Benvenuti, ha chiamato {company}. [pause 1s] Per {option1}, prema 1. Per {option2}, prema 2. Per {option3}, prema 3. Per tutte le altre richieste, prema 0.',
      },
    ],
  },
};
