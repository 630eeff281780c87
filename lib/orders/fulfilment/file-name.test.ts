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

  it('never ends on a hyphen and falls back when nothing is left', () => {
    const long = slug('Zahnarztpraxisgemeinschaft Dr. Mustermann-Schneider und Partner');
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).not.toMatch(/-$/);
    expect(slug('[pause 2s] ... !!!')).toBe('greeting');
  });
});

describe('fileName', () => {
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
