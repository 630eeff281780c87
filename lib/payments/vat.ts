// VAT for digital services sold by an EU seller (OSS rules): EU consumers pay their own
// country's rate, EU businesses in another member state whose VAT id VIES confirms are
// reverse-charged, buyers outside the EU pay no VAT. Domestic businesses pay the seller's rate.
// An id VIES does not confirm, or could not check, is charged VAT like a consumer.
import type { ViesStatus } from '../db/schema';

/** Standard rates in basis points (2300 = 23 %), as in force in 2026. */
export const euVatRatesBp = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  HR: 2500,
  CY: 1900,
  CZ: 2100,
  DK: 2500,
  EE: 2400,
  FI: 2550,
  FR: 2000,
  DE: 1900,
  GR: 2400,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LV: 2100,
  LT: 2100,
  LU: 1700,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SK: 2300,
  SI: 2200,
  ES: 2100,
  SE: 2500,
} as const satisfies Record<string, number>;

export type EuCountry = keyof typeof euVatRatesBp;

export function isEuCountry(country: string): country is EuCountry {
  return Object.hasOwn(euVatRatesBp, country);
}

/** National part of the VAT id (after the prefix) per country; Greece uses the prefix EL. */
const vatIdPatterns: Record<EuCountry, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  HR: /^\d{11}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  DE: /^\d{9}$/,
  GR: /^\d{9}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LV: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SK: /^\d{10}$/,
  SI: /^\d{8}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  SE: /^\d{10}01$/,
};

export const vatPrefix = (country: EuCountry): string => (country === 'GR' ? 'EL' : country);

/** Uppercase, without spaces, dots and dashes: the form stored and printed on invoices. */
export function normalizeVatId(raw: string): string {
  return raw.toUpperCase().replace(/[\s.\-]/g, '');
}

/** A well-formed VAT id for the buyer's country (format only; VIES is not consulted offline). */
export function isWellFormedVatId(country: string, raw: string): boolean {
  if (!isEuCountry(country)) return false;
  const id = normalizeVatId(raw);
  const prefix = vatPrefix(country);
  if (!id.startsWith(prefix)) return false;
  return vatIdPatterns[country].test(id.slice(prefix.length));
}

export type VatDecision = {
  mode: 'standard' | 'reverse-charge' | 'none';
  rateBp: number;
  vatId: string | null;
  /** VIES's answer for the id, when one was needed (a cross-border EU business). */
  vies: ViesStatus | null;
};

export function decideVat(input: {
  country: string;
  vatId?: string | null;
  sellerCountry: string;
  /** VIES's answer for this id (lib/payments/vies.ts); without "valid" there is no reverse charge. */
  vies?: ViesStatus | null;
}): VatDecision {
  const { country, sellerCountry } = input;
  if (!isEuCountry(country)) return { mode: 'none', rateBp: 0, vatId: null, vies: null };
  const wellFormed =
    input.vatId && isWellFormedVatId(country, input.vatId) ? normalizeVatId(input.vatId) : null;
  const rateBp = euVatRatesBp[country];
  if (!wellFormed || country === sellerCountry)
    return { mode: 'standard', rateBp, vatId: wellFormed, vies: null };
  const vies = input.vies ?? 'unavailable';
  if (vies === 'valid') return { mode: 'reverse-charge', rateBp: 0, vatId: wellFormed, vies };
  // An unconfirmed id is not printed on the invoice as the buyer's; one VIES could not check is.
  return { mode: 'standard', rateBp, vatId: vies === 'invalid' ? null : wellFormed, vies };
}
