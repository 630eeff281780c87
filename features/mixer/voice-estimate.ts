// A rough spoken length for the "total length" readout before the first listen: words at an
// everyday speaking rate, slowed or sped by the voice speed, plus the [pause Ns] tokens.

const WORDS_PER_SECOND = 2.5;
/** The studio's pause token, e.g. [pause 1s], [pause 500ms], [pause]. */
const PAUSE = /\[\s*pause(?:\s+(\d{1,6}(?:[.,]\d{1,6})?)\s*(ms|s|sec|secs|seconds?)?)?\s*\]/gi;

export function estimateVoiceSeconds(text: string, speed: number): number {
  let pauses = 0;
  const spoken = text.replace(PAUSE, (_, amount: string | undefined, unit: string | undefined) => {
    const value = amount === undefined ? 1 : Number(amount.replace(',', '.')) / (unit === 'ms' ? 1000 : 1);
    pauses += Math.min(5, Math.max(0.1, value));
    return ' ';
  });
  const words = spoken.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  if (words === 0) return pauses;
  return words / WORDS_PER_SECOND / Math.max(0.5, speed) + pauses;
}
