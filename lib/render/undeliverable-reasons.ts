// Why a spec cannot be rendered, and the message that says so (namespace orderChecks). Pure data,
// shared by the server's refusal (lib/orders/refusals.ts) and the checkout that shows it.

/** The codes of the preview/TTS APIs' errors for the same problems. */
export const undeliverableReasons = [
  'empty-text',
  'text-too-long',
  'control-characters',
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
} as const satisfies Record<UndeliverableReason, string>;
