// Why a spec cannot be rendered, and the message that says so (namespace orderChecks). Pure data,
// shared by the server's refusal (lib/orders/checkout/refusals.ts) and the checkout that shows it.

/** The codes of the preview/TTS APIs' errors for the same problems. */
export const undeliverableReasons = [
  'empty-text',
  'text-too-long',
  'control-characters',
  'unfilled-field',
  'unknown-voice',
  'unknown-track',
] as const;
export type UndeliverableReason = (typeof undeliverableReasons)[number];

export const undeliverableMessageKeys = {
  'empty-text': 'undeliverable.emptyText',
  'unknown-voice': 'undeliverable.unknownVoice',
  'unknown-track': 'undeliverable.unknownTrack',
  'text-too-long': 'undeliverable.textTooLong',
  'control-characters': 'undeliverable.controlCharacters',
  'unfilled-field': 'undeliverable.unfilledField',
} as const satisfies Record<UndeliverableReason, string>;

/** A cart line (1-based, as the cart shows it) and why the server cannot produce it. */
export type Undeliverable = { line: number; reason: UndeliverableReason };

/** Thrown by the browser's quote requests when the server refuses a line: an answer, not a hiccup. */
export class UndeliverableLineError extends Error {
  constructor(readonly problem: Undeliverable) {
    super(`line ${problem.line}: ${problem.reason}`);
  }
}

/** The refusal in an API error body ({ error: { code: 'undeliverable', details } }), or null. */
export function undeliverableFromBody(body: unknown): Undeliverable | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: { code?: unknown; details?: { line?: unknown; reason?: unknown } } })
    .error;
  if (error?.code !== 'undeliverable') return null;
  const line = error.details?.line;
  const reason = undeliverableReasons.find((r) => r === error.details?.reason);
  return typeof line === 'number' && Number.isInteger(line) && line >= 1 && reason ? { line, reason } : null;
}
