import { describe, expect, it } from 'vitest';
import { normalizeForSpeech } from '../normalize';

const say = (text: string) => normalizeForSpeech(text, 'it');

describe('Italian normalization', () => {
  describe('phone numbers', () => {
    it.each([
      ['02 1234 5678', 'zero due, uno due tre quattro, cinque sei sette otto'],
      ['+39 06 1234 5678', 'più tre nove, zero sei, uno due tre quattro, cinque sei sette otto'],
      ['333 123 4567', 'tre tre tre, uno due tre, quattro cinque sei sette'],
      ['06 1234567 int. 12', 'zero sei, uno due tre quattro cinque sei sette, interno uno due'],
      ['555-0134', 'cinque cinque cinque, zero uno tre quattro'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('times', () => {
    it.each([
      ['17:30', 'diciassette e trenta'],
      ['ore 9', 'ore nove'],
      ['ore 9.30', 'ore nove e trenta'],
      ['alle 13:00', 'alle tredici'],
      ["all'1:00", "all'una"],
      ['dalle 9 alle 18', 'dalle nove alle diciotto'],
      ['9:00-18:00', 'nove a diciotto'],
      ['costa 9.30 euro', 'costa nove virgola tre zero euro'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('dates (day/month)', () => {
    it.each([
      ['5 gennaio', 'cinque gennaio'],
      ['1 gennaio', 'primo gennaio'],
      ['1º maggio', 'primo maggio'],
      ['il 5 gennaio 2027', 'il cinque gennaio duemilaventisette'],
      ['05/01/2027', 'cinque gennaio duemilaventisette'],
      ['5/1', 'cinque gennaio'],
      ['8 dic.', 'otto dicembre.'],
      ['dal 24 al 26 dicembre compreso', 'dal ventiquattro al ventisei dicembre compreso'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('weekday ranges', () => {
    it.each([
      ['lun-ven', 'da lunedì a venerdì'],
      ['Lun.–Ven.', 'da lunedì a venerdì'],
      ['dal lunedì-venerdì', 'dal lunedì a venerdì'],
      ['da lun. a ven.', 'da lunedì a venerdì'],
      ['sab. 9:00', 'sabato nove'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('email and web addresses', () => {
    it.each([
      ['info@esempio.it', 'info chiocciola esempio punto i t'],
      ['mario.rossi@studio-rossi.it', 'mario punto rossi chiocciola studio trattino rossi punto i t'],
      ['www.esempio.it', 'w w w punto esempio punto i t'],
      ['https://esempio.com/contatti', 'esempio punto com barra contatti'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('ordinals, money, percentages, numbers', () => {
    it.each([
      ['1º piano', 'primo piano'],
      ['1ª volta', 'prima volta'],
      ['2° piano', 'secondo piano'],
      ['11º', 'undicesimo'],
      ['25,50 €', 'venticinque euro e cinquanta centesimi'],
      ['1 €', 'un euro'],
      ['€ 100', 'cento euro'],
      ['£1', 'una sterlina'],
      ['$2', 'due dollari'],
      ['2 milioni €', 'due milioni di euro'],
      ['50%', 'cinquanta per cento'],
      ['1.500 clienti', 'millecinquecento clienti'],
      ['3,5', 'tre virgola cinque'],
      ['2027', 'duemilaventisette'],
      ['23', 'ventitré'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('abbreviations', () => {
    it.each([
      ['Sig. Rossi', 'signor Rossi'],
      ['Sig.ra Bianchi', 'signora Bianchi'],
      ['Sig.na Verdi', 'signorina Verdi'],
      ['Dott. Neri', 'dottor Neri'],
      ['Dott.ssa Neri', 'dottoressa Neri'],
      ['tel. 06 1234567', 'telefono zero sei, uno due tre quattro cinque sei sette'],
      ['Tel. 06 1234567', 'telefono zero sei, uno due tre quattro cinque sei sette'],
      ['ecc.', 'eccetera.'],
      ['Rossi S.r.l.', 'Rossi S r l.'],
      ['n. 5', 'numero cinque'],
      ['P.zza Navona', 'piazza Navona'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  it('reads IVR prompts', () => {
    expect(say('Premere 1 per le vendite, 2 per l’assistenza, # per ripetere.')).toBe(
      'Premere uno per le vendite, due per l’assistenza, cancelletto per ripetere.',
    );
  });
});
