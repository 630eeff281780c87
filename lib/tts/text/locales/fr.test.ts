import { describe, expect, it } from 'vitest';
import { normalizeForSpeech } from '../normalize';

const say = (text: string) => normalizeForSpeech(text, 'fr');

describe('French normalization', () => {
  describe('phone numbers', () => {
    it.each([
      ['01 23 45 67 89', 'zéro un, deux trois, quatre cinq, six sept, huit neuf'],
      ['01.23.45.67.89', 'zéro un, deux trois, quatre cinq, six sept, huit neuf'],
      ['+33 1 23 45 67 89', 'plus trois trois, un, deux trois, quatre cinq, six sept, huit neuf'],
      ['0123456789', 'zéro un deux trois quatre cinq six sept huit neuf'],
      ['01 23 45 67 89, poste 12', 'zéro un, deux trois, quatre cinq, six sept, huit neuf, poste un deux'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('times', () => {
    it.each([
      ['17:30', 'dix-sept heures trente'],
      ['17h30', 'dix-sept heures trente'],
      ['17 h 30', 'dix-sept heures trente'],
      ['9h', 'neuf heures'],
      ['1h', 'une heure'],
      ['21h', 'vingt et une heures'],
      ['9h01', 'neuf heures une'],
      ['0:00', 'minuit'],
      ['de 9h à 17h', 'de neuf heures à dix-sept heures'],
      ['9h-12h', 'neuf heures à douze heures'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('dates (day/month)', () => {
    it.each([
      ['2 janvier', 'deux janvier'],
      ['1er janvier', 'premier janvier'],
      ['1 janvier', 'premier janvier'],
      ['le 5 janvier 2027', 'le cinq janvier deux mille vingt-sept'],
      ['05/01/2027', 'cinq janvier deux mille vingt-sept'],
      ['5/1', 'cinq janvier'],
      ['31 déc.', 'trente et un décembre.'],
      ['du 24 au 26 décembre.', 'du vingt-quatre au vingt-six décembre.'],
      ['jusqu’au 21 mars', 'jusqu’au vingt et un mars'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('weekday ranges', () => {
    it.each([
      ['lun.-ven.', 'du lundi au vendredi'],
      ['Lun–Ven', 'du lundi au vendredi'],
      ['du lun. au ven.', 'du lundi au vendredi'],
      ['du lundi-vendredi', 'du lundi au vendredi'],
      ['ouvert lun.-sam. 9h-18h', 'ouvert du lundi au samedi neuf heures à dix-huit heures'],
      ['sam. 10h', 'samedi dix heures'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('email and web addresses', () => {
    it.each([
      ['contact@exemple.fr', 'contact arobase exemple point f r'],
      ['jean-pierre.martin@cabinet.com', 'jean tiret pierre point martin arobase cabinet point com'],
      ['www.exemple.fr', 'w w w point exemple point f r'],
      ['https://exemple.com/rdv', 'exemple point com barre oblique r d v'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('ordinals, money, percentages, numbers', () => {
    it.each([
      ['1er étage', 'premier étage'],
      ['1re fois', 'première fois'],
      ['1ère fois', 'première fois'],
      ['2e étage', 'deuxième étage'],
      ['3ème', 'troisième'],
      ['21e siècle', 'vingt et unième siècle'],
      ['25,50 €', 'vingt-cinq euros cinquante'],
      ['1 €', 'un euro'],
      ['21 €', 'vingt et un euros'],
      ['0,50 €', 'cinquante centimes'],
      ['£1', 'une livre'],
      ['$3', 'trois dollars'],
      ['3 millions €', "trois millions d'euros"],
      ['1 500 €', 'mille cinq cents euros'],
      ['50 %', 'cinquante pour cent'],
      ['1 500 clients', 'mille cinq cents clients'],
      ['1.500 clients', 'mille cinq cents clients'],
      ['3,5', 'trois virgule cinq'],
      ['71', 'soixante et onze'],
      ['80', 'quatre-vingts'],
      ['99', 'quatre-vingt-dix-neuf'],
      ['2027', 'deux mille vingt-sept'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('abbreviations', () => {
    it.each([
      ['M. Dupont', 'Monsieur Dupont'],
      ['Mme Martin', 'Madame Martin'],
      ['Mlle Roux', 'Mademoiselle Roux'],
      ['Mme. Martin', 'Madame Martin'],
      ['Mlle. Roux', 'Mademoiselle Roux'],
      ['Pr. Blanc', 'Professeur Blanc'],
      ['Dr Leroy', 'Docteur Leroy'],
      ['Dr. Leroy', 'Docteur Leroy'],
      ['tél. 01 23 45 67 89', 'téléphone zéro un, deux trois, quatre cinq, six sept, huit neuf'],
      ['Tél : 0123456789', 'téléphone: zéro un deux trois quatre cinq six sept huit neuf'],
      ['n° 5', 'numéro cinq'],
      ['p. ex. demain', 'par exemple demain'],
      ['env. 5 minutes', 'environ cinq minutes'],
      ['Il est 9h. M.', 'Il est neuf heures. M.'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  it('reads IVR prompts', () => {
    expect(say('Tapez 1 pour le service client & 2 pour la comptabilité, ou # pour répéter.')).toBe(
      'Tapez un pour le service client et deux pour la comptabilité, ou dièse pour répéter.',
    );
  });
});
