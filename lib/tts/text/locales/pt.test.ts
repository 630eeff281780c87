import { describe, expect, it } from 'vitest';
import { normalizeForSpeech } from '../normalize';

const say = (text: string) => normalizeForSpeech(text, 'pt');

describe('European Portuguese normalization', () => {
  describe('phone numbers', () => {
    it.each([
      ['213 456 789', 'dois um três, quatro cinco seis, sete oito nove'],
      ['912 345 678', 'nove um dois, três quatro cinco, seis sete oito'],
      ['+351 213 456 789', 'mais três cinco um, dois um três, quatro cinco seis, sete oito nove'],
      ['213 456 789 ext. 12', 'dois um três, quatro cinco seis, sete oito nove, extensão um dois'],
      ['555-0134', 'cinco cinco cinco, zero um três quatro'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('times', () => {
    it.each([
      ['17:30', 'dezassete e trinta'],
      ['9h', 'nove horas'],
      ['9h30', 'nove e trinta'],
      ['1h', 'uma hora'],
      ['22h', 'vinte e duas horas'],
      ['9:00', 'nove horas'],
      ['das 9h às 17h', 'das nove horas às dezassete horas'],
      ['9h-13h', 'nove horas a treze horas'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('dates (day/month)', () => {
    it.each([
      ['5 de janeiro', 'cinco de janeiro'],
      ['1 de maio', 'um de maio'],
      ['a 5 de janeiro de 2027', 'a cinco de janeiro de dois mil e vinte e sete'],
      ['05/01/2027', 'cinco de janeiro de dois mil e vinte e sete'],
      ['5/1', 'cinco de janeiro'],
      ['25 dez.', 'vinte e cinco de dezembro.'],
      ['encerramos a 1 de janeiro.', 'encerramos a um de janeiro.'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('weekday ranges', () => {
    it.each([
      ['seg.-sex.', 'de segunda a sexta-feira'],
      ['Seg–Sáb', 'de segunda a sábado'],
      ['de 2.ª a 6.ª', 'de segunda a sexta-feira'],
      ['2ª-6ª', 'de segunda a sexta-feira'],
      ['de segunda-sexta', 'de segunda a sexta-feira'],
      ['sáb. 10h', 'sábado dez horas'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('email and web addresses', () => {
    it.each([
      ['info@exemplo.pt', 'info arroba exemplo ponto p t'],
      ['joao.silva@empresa.com', 'joao ponto silva arroba empresa ponto com'],
      ['www.exemplo.pt', 'w w w ponto exemplo ponto p t'],
      ['https://exemplo.com/contactos', 'exemplo ponto com barra contactos'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('ordinals, money, percentages, numbers', () => {
    it.each([
      ['1º andar', 'primeiro andar'],
      ['1.º andar', 'primeiro andar'],
      ['1ª vez', 'primeira vez'],
      ['3.ª', 'terceira'],
      ['25,50 €', 'vinte e cinco euros e cinquenta cêntimos'],
      ['1 €', 'um euro'],
      ['2 €', 'dois euros'],
      ['£2', 'duas libras'],
      ['$1', 'um dólar'],
      ['1 milhão €', 'um milhão de euros'],
      ['50 %', 'cinquenta por cento'],
      ['1 500 clientes', 'mil e quinhentos clientes'],
      ['1.500 clientes', 'mil e quinhentos clientes'],
      ['3,5', 'três vírgula cinco'],
      ['16', 'dezasseis'],
      ['2027', 'dois mil e vinte e sete'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('abbreviations', () => {
    it.each([
      ['Sr. Silva', 'senhor Silva'],
      ['Sra. Costa', 'senhora Costa'],
      ['Dr. Sousa', 'doutor Sousa'],
      ['Dra. Santos', 'doutora Santos'],
      ['tel. 213 456 789', 'telefone dois um três, quatro cinco seis, sete oito nove'],
      ['Empresa, Lda.', 'Empresa, limitada.'],
      ['n.º 5', 'número cinco'],
      ['Av. da Liberdade', 'avenida da Liberdade'],
      ['p. ex. amanhã', 'por exemplo amanhã'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  it('reads IVR prompts', () => {
    expect(say('Prima 1 para vendas e 2 para apoio, ou # para repetir.')).toBe(
      'Prima um para vendas e dois para apoio, ou cardinal para repetir.',
    );
  });
});
