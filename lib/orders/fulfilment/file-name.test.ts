import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { withDefaults } from '../../greeting/spec';
import { fileName, slug } from './file-name';
import { LocalFileStore } from '../storage/file-store';

describe('slug', () => {
  it('transliterates Greek instead of dropping it', () => {
    expect(slug('Πληροφορίες για την Ορίζων Α.Ε.')).toBe('plirofories-gia-tin-orizon-a');
    expect(slug('Καλώς ήρθατε στο ιατρείο μας')).toBe('kalos-irthate-sto-iatreio-mas');
    expect(slug('Ευχαριστούμε που καλέσατε')).toBe('evcharistoume-pou-kalesate');
    expect(slug('ΣΑΣ ΕΥΧΑΡΙΣΤΟΥΜΕ')).toBe('sas-evcharistoume');
  });

  it('spells out German umlauts and ß', () => {
    expect(slug('Herzlich willkommen bei der Zahnärzte-Praxis')).toBe(
      'herzlich-willkommen-bei-der-zahnaerzte',
    );
    expect(slug('Grüße aus Köln')).toBe('gruesse-aus-koeln');
  });

  it('drops French and Portuguese accents and keeps elided words together', () => {
    expect(slug("Bienvenue à l'accueil de la société")).toBe('bienvenue-a-laccueil-de-la');
    expect(slug('Ça coûte très peu')).toBe('ca-coute-tres-peu');
    expect(slug('Olá, obrigado pela sua ligação')).toBe('ola-obrigado-pela-sua-ligacao');
    expect(slug('Atenção: não desligue')).toBe('atencao-nao-desligue');
  });

  it('splits at punctuation and ignores pause markup', () => {
    expect(slug('info@orizon.gr [pause 1s] hello')).toBe('info-orizon-gr-hello');
  });

  it('cuts between words, never inside one (issue 34: "…-bei-zahnarztpraxis-d")', () => {
    expect(slug('Herzlich willkommen bei Zahnarztpraxis Dr. Berger')).toBe(
      'herzlich-willkommen-bei-zahnarztpraxis',
    );
    expect(slug('Thank you for calling Hartley Universal Partners')).toBe('thank-you-for-calling-hartley');
    expect(slug('Donaudampfschifffahrtsgesellschaftskapitaensmuetze und mehr')).toBe(
      'donaudampfschifffahrtsgesellschaftskapit',
    );
  });

  it('never ends on a hyphen and falls back when nothing is left', () => {
    const long = slug('Zahnarztpraxisgemeinschaft Dr. Mustermann-Schneider und Partner');
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).not.toMatch(/-$/);
    expect(slug('[pause 2s] ... !!!')).toBe('greeting');
  });
});

describe('fileName', () => {
  const spec = (text: string, preset: 'universal-mp3' | 'pcm-8k' | 'cloud-mp3' = 'universal-mp3') =>
    withDefaults({ useCase: 'business-voicemail', locale: 'en', text, voice: { id: 'v' }, preset });

  it('says greeting, format and extension once each (issue 32: "…-hartley-universal-mp3.mp3")', () => {
    const item = { position: 0, spec: spec('Thank you for calling Hartley. Please leave a message.') };
    expect(fileName(item, 'universal-mp3', 'mp3')).toBe('01-thank-you-for-calling-hartley-universal.mp3');
    expect(fileName(item, 'cloud-mp3', 'mp3')).toBe('01-thank-you-for-calling-hartley-cloud.mp3');
    expect(fileName(item, 'ulaw-8k', 'wav')).toBe('01-thank-you-for-calling-hartley-ulaw-8k.wav');
    expect(fileName(item, 'asterisk-raw', 'sln')).toBe('01-thank-you-for-calling-hartley-asterisk.sln');
    const german = { position: 2, spec: spec('Herzlich willkommen bei Zahnarztpraxis Dr. Berger.') };
    expect(fileName(german, 'universal-mp3', 'mp3')).toBe(
      '03-herzlich-willkommen-bei-zahnarztpraxis-universal.mp3',
    );
  });

  it("names an IVR prompt by its base, and another format's file by its tag once", () => {
    const item = { position: 4, spec: spec('Für Rechnungen', 'pcm-8k'), fileBase: '03-rechnungen' };
    expect(fileName(item, 'pcm-8k', 'wav')).toBe('03-rechnungen.wav');
    expect(fileName(item, 'universal-mp3', 'mp3')).toBe('03-rechnungen.mp3');
    expect(fileName(item, 'wideband-16k', 'wav')).toBe('03-rechnungen-wideband-16k.wav');
    const cloud = { ...item, spec: spec('Für Rechnungen', 'cloud-mp3') };
    expect(fileName(cloud, 'universal-mp3', 'mp3')).toBe('03-rechnungen-universal.mp3');
  });

  it('is a safe storage-key tail for every language', async () => {
    const spec = withDefaults({
      useCase: 'business-voicemail',
      locale: 'el',
      text: 'Καλημέρα σας, Ιατρείο Παπαδόπουλου',
      voice: { id: 'v' },
    });
    const name = fileName({ position: 0, spec }, 'pcm-8k', 'wav');
    expect(name).toBe('01-kalimera-sas-iatreio-papadopoulou-pcm-8k.wav');
    expect(name).toMatch(/^[A-Za-z0-9_.-]+$/);
    // The local store refuses anything else, so the name must pass its key check.
    await expect(new LocalFileStore(tmpdir()).get(`order1/id-${name}`)).resolves.toBeNull();
  });
});
