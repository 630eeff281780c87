// Can the server render this spec? One answer for the cart quote, the checkout and the render
// itself: a spec refused here is never priced or charged, and the render refuses it the same way
// (issue 20, item 2: empty text, unknown voice or track, only pauses or punctuation were charged).
// No 'server-only' import: the render command and tests run it outside Next's bundler.
import type { GreetingSpec } from '../greeting/spec';
import { placeholdersIn } from '../greeting/templates/fill';
import { getTrack } from '../music/catalog';
import { TtsInputError } from '../tts/errors';
import { getTtsService, type TtsService } from '../tts/service';
import { prepareText } from '../tts/text';
import type { UndeliverableReason } from './undeliverable-reasons';

export type { UndeliverableReason } from './undeliverable-reasons';

/** The voices and tracks this server can render. */
export interface RenderCatalog {
  hasVoice(id: string): boolean;
  hasTrack(id: string): boolean;
}

/** The catalog of the running server: the TTS service's voices and the music library. */
export function serverRenderCatalog(service: TtsService = getTtsService()): RenderCatalog {
  return {
    hasVoice: (id) => service.registry.find(id) !== undefined,
    hasTrack: (id) => getTrack(id) !== undefined,
  };
}

export class RenderInputError extends Error {
  readonly code: 'unknown-track';
  constructor(code: 'unknown-track', message: string) {
    super(message);
    this.name = 'RenderInputError';
    this.code = code;
  }
}

/**
 * null when the spec can be rendered, else the reason. The text goes through the very pipeline the
 * engines use (prepareText): what it leaves nothing to say for — empty, only `[pause]` tokens,
 * punctuation or markup — is refused. So is a text that still holds a template's `{field}`
 * (issue 34: a blank Website put "{website}" into a paid German script); a preview may still play
 * one (`forPreview`), so the visitor hears what is missing before fixing it.
 */
export function undeliverableReason(
  spec: GreetingSpec,
  catalog: RenderCatalog,
  options: { forPreview?: boolean } = {},
): UndeliverableReason | null {
  if (!catalog.hasVoice(spec.voice.id)) return 'unknown-voice';
  if (spec.music.trackId !== null && !catalog.hasTrack(spec.music.trackId)) return 'unknown-track';
  const prepared = prepareText(spec.text, spec.locale, spec.pronunciations);
  if (prepared.ok)
    return !options.forPreview && placeholdersIn(spec.text).length > 0 ? 'unfilled-field' : null;
  switch (prepared.issue.code) {
    case 'empty':
      return 'empty-text';
    case 'too-long':
      return 'text-too-long';
    case 'control-characters':
      return 'control-characters';
  }
}

/** The first line of a cart the server cannot render (0-based), or null when all can be. */
export function firstUndeliverable(
  specs: readonly GreetingSpec[],
  catalog: RenderCatalog,
): { index: number; reason: UndeliverableReason } | null {
  for (const [index, spec] of specs.entries()) {
    const reason = undeliverableReason(spec, catalog);
    if (reason) return { index, reason };
  }
  return null;
}

/**
 * The render's gate: throws the error the voice or music step would throw, before any work.
 * `order`: a paid render, which also refuses an unfilled `{field}`.
 */
export function assertDeliverable(
  spec: GreetingSpec,
  catalog: RenderCatalog,
  purpose: 'preview' | 'order' = 'order',
): void {
  const reason = undeliverableReason(spec, catalog, { forPreview: purpose === 'preview' });
  switch (reason) {
    case null:
      return;
    case 'unknown-track':
      throw new RenderInputError('unknown-track', `Unknown music track "${spec.music.trackId}".`);
    case 'unknown-voice':
      throw new TtsInputError('unknown-voice', `Unknown voice "${spec.voice.id}".`);
    case 'empty-text':
      throw new TtsInputError('empty-text', 'The text has nothing to speak.');
    case 'text-too-long':
      throw new TtsInputError('text-too-long', 'The text is too long.');
    case 'control-characters':
      throw new TtsInputError('control-characters', 'The text contains control characters.');
    case 'unfilled-field':
      throw new TtsInputError(
        'validation',
        `The text still holds a placeholder: ${placeholdersIn(spec.text).join(', ')}.`,
      );
  }
}
