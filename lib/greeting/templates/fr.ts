import type { LocaleTemplates } from './types';

// Français des messageries professionnelles : vouvoiement, « après le bip sonore », « tapez ».
export const fr: LocaleTemplates = {
  examples: {
    company: 'Nordet Conseil',
    name: 'Claire Martin',
    department: 'service client',
    days: 'du lundi au vendredi',
    hours: 'de 9 h à 18 h',
    returnDate: '5 janvier',
    holiday: 'les fêtes de fin d’année',
    phone: '01 23 45 67 89',
    website: 'nordet-conseil.fr',
    email: 'contact@nordet-conseil.fr',
    colleague: 'Julien Bernard',
    colleaguePhone: '01 98 76 54 32',
    emergency: 'notre permanence au 01 23 45 67 00',
    option1: 'prendre rendez-vous',
    option2: 'la facturation et les remboursements',
    option3: 'nos horaires et notre adresse',
    option4: 'les ordonnances',
  },
  byUseCase: {
    'business-voicemail': [
      {
        id: 'professional',
        text: 'Bonjour, vous êtes bien chez {company}. Nous ne pouvons pas prendre votre appel pour le moment. Merci de laisser votre nom, votre numéro de téléphone et un bref message après le bip sonore ; nous vous rappellerons dans les plus brefs délais. Vous pouvez également nous écrire à {email}. Merci et à bientôt.',
      },
      {
        id: 'friendly',
        text: 'Bonjour et merci d’appeler {company} ! Toute l’équipe est en ligne pour le moment. Laissez-nous votre nom, votre numéro et un petit message après le bip, et nous vous rappelons très vite. À tout de suite !',
      },
      {
        id: 'short',
        text: 'Vous êtes bien chez {company}, {department}. Merci de laisser un message après le bip sonore, nous vous rappellerons. Merci.',
      },
    ],
    'personal-voicemail': [
      {
        id: 'professional',
        text: 'Bonjour, vous êtes sur la messagerie de {name}, {company}. Je ne suis pas disponible pour le moment. Merci de laisser votre nom, votre numéro et un bref message après le bip sonore ; je vous rappellerai dès que possible. Merci.',
      },
      {
        id: 'friendly',
        text: 'Salut, c’est {name} ! Je ne peux pas répondre pour l’instant. Laisse-moi un message après le bip et je te rappelle dès que je peux.',
      },
    ],
    'out-of-office': [
      {
        id: 'professional',
        text: 'Bonjour, vous êtes bien sur la messagerie de {name}, {company}. Je suis absent du bureau jusqu’au {returnDate} et je consulte mes messages de façon limitée. Pour toute demande urgente, merci de contacter {colleague} au {colleaguePhone}. Sinon, laissez-moi un message après le bip sonore et je vous rappellerai à mon retour.',
      },
      {
        id: 'friendly',
        text: 'Bonjour, c’est {name}. Je suis absent du bureau jusqu’au {returnDate}. En cas d’urgence, {colleague} se fera un plaisir de vous aider au {colleaguePhone}. Sinon, laissez-moi un message et je vous rappelle dès mon retour. Merci !',
      },
    ],
    'extended-absence': [
      {
        id: 'professional',
        text: 'Bonjour, vous êtes sur la messagerie de {name}, {company}. Je suis absent pour une période prolongée et serai de retour le {returnDate}. Cette messagerie n’est pas consultée pendant mon absence. Merci de contacter {colleague} au {colleaguePhone} ou par e-mail à {email}, qui se tient à votre disposition. Merci de votre compréhension.',
      },
      {
        id: 'friendly',
        text: 'Bonjour, c’est {name}. Je m’absente quelque temps et je serai de retour le {returnDate}. En attendant, {colleague} s’occupe de mes dossiers : vous pouvez le joindre au {colleaguePhone}. Je n’écouterai pas les messages laissés ici avant mon retour. Merci !',
      },
    ],
    'out-of-hours': [
      {
        id: 'professional',
        text: 'Bonjour, vous êtes bien chez {company}. Nos bureaux sont actuellement fermés. Nous sommes ouverts {days}, {hours}. Merci de laisser votre nom, votre numéro et un bref message après le bip sonore ; nous vous rappellerons le jour ouvré suivant. En cas d’urgence, appelez {emergency}. Plus d’informations sur {website}.',
      },
      {
        id: 'friendly',
        text: 'Merci d’appeler {company} ! Nous sommes fermés pour le moment, mais votre message compte pour nous. Nous sommes là {days}, {hours}. Laissez-nous un message après le bip et nous vous rappelons dès l’ouverture. En cas d’urgence, composez le {phone}.',
      },
      {
        id: 'short',
        text: 'Vous êtes bien chez {company}. Nous sommes actuellement fermés. Nos horaires d’ouverture sont {days}, {hours}. Merci de rappeler pendant ces horaires ou de laisser un message après le bip sonore. Merci.',
      },
    ],
    holiday: [
      {
        id: 'professional',
        text: 'Bonjour, vous êtes bien chez {company}. Nos bureaux sont fermés pour {holiday} et rouvriront le {returnDate}. Merci de laisser un message après le bip sonore ; nous vous rappellerons dès notre retour. Pour toute urgence, composez le {phone}. Nous vous souhaitons de très belles fêtes.',
      },
      {
        id: 'friendly',
        text: 'Bonjour et merci d’appeler {company} ! Notre équipe fait une petite pause pour {holiday}. Nous serons de retour le {returnDate} et rappellerons tout le monde. Bonnes fêtes !',
      },
    ],
    'on-hold': [
      {
        id: 'professional',
        text: 'Bienvenue chez {company}. Tous nos conseillers sont actuellement en ligne. Merci de patienter, votre appel sera traité dans l’ordre d’arrivée. [pause 2s] Le saviez-vous ? Vous trouverez les réponses à de nombreuses questions sur notre site, {website}. [pause 2s] Merci de votre patience. Un conseiller va prendre votre appel dans quelques instants. [pause 2s] Vous pouvez aussi nous écrire à {email} ; nous vous répondrons sous un jour ouvré.',
      },
      {
        id: 'friendly',
        text: 'Merci de patienter ! Vous êtes bien chez {company}, nous sommes à vous dans un instant. [pause 2s] Bon à savoir : nous sommes ouverts {days}, {hours}. [pause 2s] Beaucoup de réponses vous attendent sur {website}. [pause 2s] Merci pour votre patience, nous arrivons.',
      },
    ],
    ivr: [
      {
        id: 'professional',
        text: 'Bienvenue chez {company}. [pause 1s] Pour {option1}, tapez 1. Pour {option2}, tapez 2. Pour {option3}, tapez 3. Pour {option4}, tapez 4. Pour parler à un conseiller, tapez 0. Pour réécouter ce menu, tapez étoile.',
      },
      {
        id: 'short',
        text: 'Bienvenue chez {company}. [pause 1s] Pour {option1}, tapez 1. Pour {option2}, tapez 2. Pour {option3}, tapez 3. Pour toute autre demande, tapez 0.',
      },
    ],
  },
};
