import { describe, expect, it } from 'vitest';
import { normalizeForSpeech } from '../normalize';

const say = (text: string) => normalizeForSpeech(text, 'es');

describe('Spanish normalization', () => {
  describe('phone numbers', () => {
    it.each([
      ['912 345 678', 'nueve uno dos, tres cuatro cinco, seis siete ocho'],
      ['+34 912 345 678', 'más tres cuatro, nueve uno dos, tres cuatro cinco, seis siete ocho'],
      ['91 234 56 78', 'nueve uno, dos tres cuatro, cinco seis, siete ocho'],
      ['900-123-456 ext. 12', 'nueve cero cero, uno dos tres, cuatro cinco seis, extensión uno dos'],
      ['555-0134', 'cinco cinco cinco, cero uno tres cuatro'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('times', () => {
    it.each([
      ['17:30', 'diecisiete y treinta'],
      ['9:00', 'nueve'],
      ['1:15', 'una y quince'],
      ['21:00', 'veintiuna'],
      ['14 h', 'catorce horas'],
      ['9h', 'nueve horas'],
      ['de 9:00 a 14:00 h', 'de nueve a catorce horas'],
      ['hasta las 14 h. Gracias', 'hasta las catorce horas. Gracias'],
      ['9:00-14:00', 'nueve a catorce'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('dates (day/month)', () => {
    it.each([
      ['2 de enero', 'dos de enero'],
      ['1 de enero', 'uno de enero'],
      ['el 5 de enero de 2027', 'el cinco de enero de dos mil veintisiete'],
      ['05/01/2027', 'cinco de enero de dos mil veintisiete'],
      ['5/1', 'cinco de enero'],
      ['24 dic.', 'veinticuatro de diciembre.'],
      ['del 24 dic. al 6 ene. cerrado', 'del veinticuatro de diciembre al seis de enero cerrado'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('weekday ranges', () => {
    it.each([
      ['L-V', 'de lunes a viernes'],
      ['L–S', 'de lunes a sábado'],
      ['lun.-vie.', 'de lunes a viernes'],
      ['de lunes-viernes', 'de lunes a viernes'],
      ['de lun. a vie.', 'de lunes a viernes'],
      ['Horario: L-V 9:00-14:00', 'Horario: de lunes a viernes nueve a catorce'],
      ['sáb. 10h', 'sábado diez horas'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('email and web addresses', () => {
    it.each([
      ['info@ejemplo.es', 'info arroba ejemplo punto e s'],
      ['ana_garcia@clinica.com', 'ana guion bajo garcia arroba clinica punto com'],
      ['www.ejemplo.es', 'w w w punto ejemplo punto e s'],
      ['https://ejemplo.com/citas', 'ejemplo punto com barra citas'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('ordinals, money, percentages, numbers', () => {
    it.each([
      ['1º', 'primero'],
      ['1ª planta', 'primera planta'],
      ['1.er piso', 'primer piso'],
      ['3er piso', 'tercer piso'],
      ['2.º', 'segundo'],
      ['10ª', 'décima'],
      ['25,50 €', 'veinticinco euros con cincuenta céntimos'],
      ['1 €', 'un euro'],
      ['21 €', 'veintiún euros'],
      ['0,05 €', 'cinco céntimos'],
      ['£1', 'una libra'],
      ['$2', 'dos dólares'],
      ['1 millón €', 'un millón de euros'],
      ['50 %', 'cincuenta por ciento'],
      ['1.500 clientes', 'mil quinientos clientes'],
      ['1,5', 'uno coma cinco'],
      ['2027', 'dos mil veintisiete'],
      ['100', 'cien'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('abbreviations', () => {
    it.each([
      ['Sr. García', 'señor García'],
      ['Sra. López', 'señora López'],
      ['Srta. Ruiz', 'señorita Ruiz'],
      ['Dr. Pérez', 'doctor Pérez'],
      ['Dra. Gómez', 'doctora Gómez'],
      ['Tel. 912 345 678', 'teléfono nueve uno dos, tres cuatro cinco, seis siete ocho'],
      ['C/ Mayor 5', 'calle Mayor cinco'],
      ['Avda. de la Paz', 'avenida de la Paz'],
      ['p. ej. mañana', 'por ejemplo mañana'],
      ['aprox. 5 minutos', 'aproximadamente cinco minutos'],
      ['nº 3', 'número tres'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  it('reads IVR prompts', () => {
    expect(say('Pulse 1 para ventas y 2 para soporte, o pulse * para volver.')).toBe(
      'Pulse uno para ventas y dos para soporte, o pulse asterisco para volver.',
    );
  });
});
