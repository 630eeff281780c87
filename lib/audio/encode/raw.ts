// Headerless telephony files for Asterisk/FreePBX sounds folders: .ulaw and .alaw (8-bit G.711)
// and .sln (16-bit signed linear, little-endian), all 8 kHz mono.
import { encodePayload } from './wav';
import type { QuantizeOptions } from './pcm';

export type RawFormat = 'ulaw' | 'alaw' | 'sln';

export function encodeRaw(samples8k: Float32Array, format: RawFormat, options?: QuantizeOptions): Uint8Array {
  return encodePayload(samples8k, format === 'sln' ? 'pcm16' : format, options);
}
