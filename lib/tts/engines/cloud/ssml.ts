// SSML for the providers that read it (Azure, Google, Polly). The text has been through our
// rules (lib/tts/text) and is escaped here in full: whatever the visitor typed is character data,
// never markup. Prosody carries speed and pitch where the provider supports them.
import type { SynthesisOptions } from '../../engine';
import { escapeSsml } from '../../text/escape-ssml';
import { pronunciationsToSsml, splitPronunciations } from '../../text/pronounce';

export interface SsmlInput {
  /** BCP-47, e.g. "de-DE". */
  lang: string;
  text: string;
  /** Azure wants the voice inside the document; Google and Polly name it beside it. */
  voiceName?: string;
  /** Speaking rate factor (1 = natural); omitted or 1 = no rate attribute. */
  rate?: number;
  /** Semitones (0 = natural). */
  pitch?: number;
  /** The pronunciation dictionary: each entry's word becomes <sub alias="how it sounds">word</sub>. */
  pronounce?: SynthesisOptions['pronounce'];
}

/** Characters XML 1.0 does not allow at all, even escaped: lone surrogates, U+FFFE/U+FFFF. */
const notXml = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uFFFE\uFFFF]/g;

/** Lone surrogates (which no provider can decode) and XML's forbidden characters → spaces. */
export function wellFormedText(text: string): string {
  return text.replace(notXml, ' ');
}

export function ssmlText(text: string): string {
  return escapeSsml(wellFormedText(text));
}

export function ssmlDocument(input: SsmlInput): string {
  const { pronounce } = input;
  let body = pronounce
    ? pronunciationsToSsml(splitPronunciations(input.text, pronounce.entries, pronounce.locale), ssmlText)
    : ssmlText(input.text);
  const prosody: string[] = [];
  if (input.rate !== undefined && input.rate !== 1) prosody.push(`rate="${signedPercent(input.rate)}"`);
  if (input.pitch) prosody.push(`pitch="${input.pitch > 0 ? '+' : ''}${round(input.pitch)}st"`);
  if (prosody.length > 0) body = `<prosody ${prosody.join(' ')}>${body}</prosody>`;
  if (input.voiceName) body = `<voice name="${escapeSsml(input.voiceName)}">${body}</voice>`;
  return (
    `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="${escapeSsml(input.lang)}">` +
    `${body}</speak>`
  );
}

/** 1.1 → "+10%", 0.85 → "-15%". */
function signedPercent(rate: number): string {
  const percent = round((rate - 1) * 100);
  return `${percent >= 0 ? '+' : ''}${percent}%`;
}

const round = (n: number) => Math.round(n * 100) / 100;
