import { describe, expect, it } from 'vitest';
import { normalizeForSpeech } from '../normalize';

const say = (text: string) => normalizeForSpeech(text, 'de');

describe('German normalization', () => {
  describe('phone numbers', () => {
    it.each([
      ['030 1234567', 'null drei null, eins zwei drei vier fünf sechs sieben'],
      ['+49 30 1234567', 'plus vier neun, drei null, eins zwei drei vier fünf sechs sieben'],
      ['+49 (0) 30 123 456', 'plus vier neun, null, drei null, eins zwei drei, vier fünf sechs'],
      ['0800-123456', 'null acht null null, eins zwei drei vier fünf sechs'],
      ['030/1234567', 'null drei null, eins zwei drei vier fünf sechs sieben'],
      [
        '030 1234567, Durchwahl 12',
        'null drei null, eins zwei drei vier fünf sechs sieben, Durchwahl eins zwei',
      ],
      ['030 1234567 DW 3', 'null drei null, eins zwei drei vier fünf sechs sieben, Durchwahl drei'],
      ['555-0134', 'fünf fünf fünf, null eins drei vier'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('times', () => {
    it.each([
      ['17:30', 'siebzehn Uhr dreißig'],
      ['17.30 Uhr', 'siebzehn Uhr dreißig'],
      ['17 Uhr', 'siebzehn Uhr'],
      ['1:00', 'ein Uhr'],
      ['8:05', 'acht Uhr fünf'],
      ['um 9.15', 'um neun Uhr fünfzehn'],
      ['8–17 Uhr', 'acht bis siebzehn Uhr'],
      ['8:00 - 12:30 Uhr', 'acht Uhr bis zwölf Uhr dreißig'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('dates', () => {
    it.each([
      ['05.01.', 'fünfter Januar.'],
      ['bis 05.01. erreichbar', 'bis fünften Januar erreichbar'],
      ['5.1.2027', 'fünfter Januar zweitausendsiebenundzwanzig'],
      ['5. Januar', 'fünfter Januar'],
      ['am 5. Januar 2027', 'am fünften Januar zweitausendsiebenundzwanzig'],
      ['vom 24.12. bis zum 2.1.', 'vom vierundzwanzigsten Dezember bis zum zweiten Januar.'],
      ['3. Okt.', 'dritter Oktober.'],
      ['3. Okt. geschlossen', 'dritter Oktober geschlossen'],
      ['vom 24.–26. Dezember', 'vom vierundzwanzigsten Dezember bis sechsundzwanzigsten Dezember'],
      ['5/1', 'fünfter Januar'],
      ['2027-01-05', 'fünfter Januar zweitausendsiebenundzwanzig'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('weekday ranges', () => {
    it.each([
      ['Mo–Fr', 'Montag bis Freitag'],
      ['Mo-Fr', 'Montag bis Freitag'],
      ['Mo.–Fr.', 'Montag bis Freitag'],
      ['Montag - Freitag', 'Montag bis Freitag'],
      ['Mo–Fr 8–17 Uhr', 'Montag bis Freitag acht bis siebzehn Uhr'],
      ['Sa 10–14 Uhr', 'Samstag zehn bis vierzehn Uhr'],
      ['das sind so 5 Minuten', 'das sind so fünf Minuten'],
      ['Sa und So geschlossen', 'Samstag und Sonntag geschlossen'],
      ['Mo bis Fr', 'Montag bis Freitag'],
      ['Mo., Di. und Do. 8–12 Uhr', 'Montag, Dienstag und Donnerstag acht bis zwölf Uhr'],
      ['So, das war es.', 'So, das war es.'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('email and web addresses', () => {
    it.each([
      ['info@beispiel.de', 'info at beispiel Punkt d e'],
      ['max.mustermann@firma-gmbh.de', 'max Punkt mustermann at firma Bindestrich g m b h Punkt d e'],
      ['www.beispiel.de', 'w w w Punkt beispiel Punkt d e'],
      ['https://www.beispiel.com/kontakt', 'w w w Punkt beispiel Punkt com Schrägstrich kontakt'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('ordinals, money, percentages, numbers', () => {
    it.each([
      ['im 3. Stock', 'im dritten Stock'],
      ['3. Stock', 'dritter Stock'],
      ['die 2. Tür', 'die zweite Tür'],
      ['25,50 €', 'fünfundzwanzig Euro fünfzig'],
      ['€25.50', 'fünfundzwanzig Euro fünfzig'],
      ['12.50 €', 'zwölf Euro fünfzig'],
      ['1 €', 'ein Euro'],
      ['25,- €', 'fünfundzwanzig Euro'],
      ['0,50 €', 'fünfzig Cent'],
      ['1.500 €', 'eintausendfünfhundert Euro'],
      ['€1,500', 'eintausendfünfhundert Euro'],
      ['$10', 'zehn Dollar'],
      ['1,5 Mio. €', 'eins Komma fünf Millionen Euro'],
      ['1 Mio. €', 'eine Million Euro'],
      ['£1', 'ein Pfund'],
      ['50 %', 'fünfzig Prozent'],
      ['1,5 %', 'eins Komma fünf Prozent'],
      ['1.500 Kunden', 'eintausendfünfhundert Kunden'],
      ['1,500', 'eins Komma fünf null null'],
      ['3,14', 'drei Komma eins vier'],
      ['1999', 'neunzehnhundertneunundneunzig'],
      ['2027', 'zweitausendsiebenundzwanzig'],
      ['1.000.000', 'eine Million'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('abbreviations', () => {
    it.each([
      ['Dr. Müller', 'Doktor Müller'],
      ['Fr. Schmidt', 'Frau Schmidt'],
      ['z. B. morgen', 'zum Beispiel morgen'],
      ['z.B. morgen', 'zum Beispiel morgen'],
      ['bzw. übermorgen', 'beziehungsweise übermorgen'],
      ['ca. 5 Minuten', 'circa fünf Minuten'],
      ['Hauptstr. 5', 'Hauptstraße fünf'],
      ['in der Hauptstr. Bitte klingeln', 'in der Hauptstraße. Bitte klingeln'],
      ['Goethe Str. 5', 'Goethe Straße fünf'],
      ['Tel. 030 1234567', 'Telefon null drei null, eins zwei drei vier fünf sechs sieben'],
      ['Muster GmbH', 'Muster G m b H'],
      ['Nr. 7', 'Nummer sieben'],
      ['usw.', 'und so weiter.'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  it('reads IVR prompts', () => {
    expect(say('Drücken Sie die 1 für Vertrieb & die 2 für Support.\nDrücken Sie *.')).toBe(
      'Drücken Sie die eins für Vertrieb und die zwei für Support. Drücken Sie Stern.',
    );
  });
});
