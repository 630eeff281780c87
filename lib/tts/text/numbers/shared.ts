// Shared machinery for the per-language number spellers.

export type Gender = 'm' | 'f' | 'n';

/** The largest integer the spellers read as a number; longer digit runs are read digit by digit. */
export const maxSpelled = 999_999_999_999;

export interface NumberSpeller {
  /** Cardinal words for an integer 0..maxSpelled; gender for languages that inflect (el, es, fr, it, pt, de "eine"). */
  cardinal(n: number, gender?: Gender): string;
  /** Cardinal as it stands before a noun ("ein Euro", "un euro", "veintiún euros"). */
  cardinalBeforeNoun(n: number, gender: Gender): string;
  /**
   * Ordinal words for 1..maxSpelled (tested to 100). `form` picks the inflection:
   * gender for el/es/fr/it/pt, or an ending for de ('er' | 'en' | 'e' | 'es' | 'em') and
   * el case endings ('ος' | 'η' | 'ο' | 'ου' | 'ης').
   */
  ordinal(n: number, form?: string): string;
  /** The digit's name when a phone number is read digit by digit. */
  digit(d: number): string;
}

/** Split into thousand-groups: [billions, millions, thousands, units]. */
export function groups(n: number): [number, number, number, number] {
  return [Math.floor(n / 1e9) % 1000, Math.floor(n / 1e6) % 1000, Math.floor(n / 1e3) % 1000, n % 1000];
}

export function assertSpellable(n: number): void {
  if (!Number.isInteger(n) || n < 0 || n > maxSpelled) throw new RangeError(`cannot spell ${n}`);
}

export function at(list: readonly string[], i: number): string {
  return list[i] ?? '';
}

/**
 * The learned (Latin) ordinals of the tens and hundreds, décimo … nonagésimo and centésimo …
 * octingentésimo, as Spanish and Portuguese share them; each language passes the ones it spells
 * its own way (cuadragésimo / quadragésimo …). Index: the tens or hundreds digit.
 */
export function learnedOrdinals(own: {
  tens: { 4: string; 5: string };
  hundreds: { 3: string; 4: string; 9: string };
}): { tens: string[]; hundreds: string[] } {
  const tens = ['', 'décimo', 'vigésimo', 'trigésimo', own.tens[4], own.tens[5]];
  const hundreds = ['', 'centésimo', 'ducentésimo', own.hundreds[3], own.hundreds[4], 'quingentésimo'];
  return {
    tens: [...tens, 'sexagésimo', 'septuagésimo', 'octogésimo', 'nonagésimo'],
    hundreds: [...hundreds, 'sexcentésimo', 'septingentésimo', 'octingentésimo', own.hundreds[9]],
  };
}
