import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withDefaults } from '../greeting/spec';
import { placeholdersIn } from '../greeting/templates/fill';
import { TtsInputError } from '../tts/errors';
import { prepareText } from '../tts/text';
import {
  assertDeliverable,
  firstUndeliverable,
  RenderInputError,
  undeliverableReason,
  type RenderCatalog,
} from './deliverable';

const catalog: RenderCatalog = {
  hasVoice: (id) => id === 'flite-slt',
  hasTrack: (id) => id === 'known-track',
};

const spec = (text: string, over: { voice?: string; track?: string | null } = {}) =>
  withDefaults({
    useCase: 'business-voicemail',
    locale: 'en',
    text,
    voice: { id: over.voice ?? 'flite-slt' },
    music: { trackId: over.track ?? null },
  });

describe('undeliverableReason', () => {
  it('accepts a spec with words, a known voice and a known track', () => {
    expect(undeliverableReason(spec('Thank you for calling.'), catalog)).toBeNull();
    expect(undeliverableReason(spec('Hello [pause 2s] world', { track: 'known-track' }), catalog)).toBeNull();
  });

  it.each([
    ['', 'empty-text'],
    ['   \n ', 'empty-text'],
    ['[pause 5s]', 'empty-text'],
    ['[pause 1s] [pause 2s][pause]', 'empty-text'],
    ['?!… — ... ;;', 'empty-text'],
    ['<b></b> [pause] !!!', 'empty-text'],
    ['Hello\u0007', 'control-characters'],
  ])('refuses %j: %s', (text, reason) => {
    expect(undeliverableReason(spec(text), catalog)).toBe(reason);
  });

  it('refuses a text that still holds a {field}, in any language, but lets a preview play it', () => {
    expect(undeliverableReason(spec('Mehr unter {website}.'), catalog)).toBe('unfilled-field');
    expect(undeliverableReason(spec('Call {colleaguePhone} or {nope} today.'), catalog)).toBe(
      'unfilled-field',
    );
    expect(undeliverableReason(spec('Mehr unter {website}.'), catalog, { forPreview: true })).toBeNull();
    // Braces around anything but a field name are the visitor's own text.
    expect(undeliverableReason(spec('Press {1 2} now, {or not}.'), catalog)).toBeNull();
  });

  it('refuses an unknown voice and an unknown track', () => {
    expect(undeliverableReason(spec('Hello', { voice: 'nobody' }), catalog)).toBe('unknown-voice');
    expect(undeliverableReason(spec('Hello', { track: 'no-such-track' }), catalog)).toBe('unknown-track');
  });

  it('agrees with the text pipeline the engines run, for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const refused = undeliverableReason(spec(text), catalog) !== null;
        expect(refused).toBe(!prepareText(text, 'en').ok || placeholdersIn(text).length > 0);
      }),
      { seed: 20, numRuns: 300 },
    );
  });
});

describe('firstUndeliverable', () => {
  it('names the first line that cannot be rendered, 0-based', () => {
    const cart = [spec('Hello'), spec('Fine'), spec('[pause 5s]'), spec('', { voice: 'nobody' })];
    expect(firstUndeliverable(cart, catalog)).toEqual({ index: 2, reason: 'empty-text' });
    expect(firstUndeliverable(cart.slice(0, 2), catalog)).toBeNull();
  });
});

describe('assertDeliverable', () => {
  it('throws the errors the voice and music steps throw, with their codes', () => {
    expect(() => assertDeliverable(spec('[pause 5s]'), catalog)).toThrow(TtsInputError);
    expect(() => assertDeliverable(spec('Hi', { voice: 'nobody' }), catalog)).toThrow(
      expect.objectContaining({ code: 'unknown-voice' }),
    );
    expect(() => assertDeliverable(spec('Hi', { track: 'gone' }), catalog)).toThrow(RenderInputError);
    expect(() => assertDeliverable(spec('Hi'), catalog)).not.toThrow();
  });

  it('a paid render refuses an unfilled {field}; a preview does not', () => {
    expect(() => assertDeliverable(spec('Visit {website}.'), catalog)).toThrow(
      expect.objectContaining({ code: 'validation', message: expect.stringContaining('{website}') }),
    );
    expect(() => assertDeliverable(spec('Visit {website}.'), catalog, 'order')).toThrow(TtsInputError);
    expect(() => assertDeliverable(spec('Visit {website}.'), catalog, 'preview')).not.toThrow();
  });
});
