// The EU VAT One-Stop-Shop return for one quarter, computed from the quarter's invoices and credit
// notes. Pure: the caller loads the documents and the exchange rates.
//
// Rules applied (written down here because the return requires them):
// - Only B2C supplies with VAT charged to a member state other than the seller's belong in the
//   OSS; sales in the seller's own country go to the domestic return, reverse-charge B2B sales
//   carry no VAT and are listed apart (for the EC sales list), sales outside the EU are left out.
// - One line per member state of consumption and VAT rate: taxable amount and VAT in EUR cents.
// - Credit notes issued in the quarter are subtracted in the quarter they are issued.
// - Non-EUR amounts are converted with the ECB reference rate of the quarter's last day
//   (Art. 369h of the VAT Directive), entered by the operator as "1 EUR = rate × currency".
//   Each document is converted then rounded to the cent, half away from zero.
import { euVatRatesBp } from '../payments/vat';

export type OssDocument = {
  kind: 'invoice' | 'credit-note';
  number: string;
  country: string;
  vatMode: 'standard' | 'reverse-charge' | 'none';
  vatRateBp: number;
  /** Minor units in `currency`, as on the document (positive for credit notes too). */
  net: number;
  vat: number;
  currency: string;
};

export type OssLine = { country: string; vatRateBp: number; taxableEur: number; vatEur: number; documents: number };
export type ReverseChargeLine = { country: string; netEur: number; documents: number };
export type OssReport = {
  quarter: string;
  rateDay: string;
  lines: OssLine[];
  reverseCharge: ReverseChargeLine[];
  totals: { taxableEur: number; vatEur: number };
  /** Currencies used in the quarter with no rate entered: the report is incomplete until they are. */
  missingRates: string[];
};

export type Quarter = { label: string; start: Date; end: Date; lastDay: string };

/** "2026-Q4" → its first instant, the first instant after it, and its last day (the rate day). */
export function parseQuarter(label: string): Quarter | null {
  const m = /^(\d{4})-Q([1-4])$/.exec(label);
  if (!m) return null;
  const year = Number(m[1]);
  const q = Number(m[2]);
  const start = new Date(Date.UTC(year, (q - 1) * 3, 1));
  const end = new Date(Date.UTC(year, q * 3, 1));
  const lastDay = new Date(end.getTime() - 86_400_000).toISOString().slice(0, 10);
  return { label, start, end, lastDay };
}

const isEu = (country: string): boolean => country in euVatRatesBp;

/** Minor units of `currency` → EUR cents with the rate "1 EUR = rate × currency". */
export function toEurCents(amount: number, currency: string, rates: ReadonlyMap<string, number>): number | null {
  if (currency === 'EUR') return amount;
  const rate = rates.get(currency);
  if (!rate || rate <= 0) return null;
  const value = amount / rate;
  return Math.sign(value) * Math.round(Math.abs(value));
}

export function ossReport(
  quarter: Quarter,
  sellerCountry: string,
  documents: readonly OssDocument[],
  rates: ReadonlyMap<string, number>,
): OssReport {
  const lines = new Map<string, OssLine>();
  const reverse = new Map<string, ReverseChargeLine>();
  const missing = new Set<string>();
  for (const doc of documents) {
    if (!isEu(doc.country)) continue;
    const sign = doc.kind === 'credit-note' ? -1 : 1;
    const net = toEurCents(doc.net, doc.currency, rates);
    const vat = toEurCents(doc.vat, doc.currency, rates);
    if (net === null || vat === null) {
      missing.add(doc.currency);
      continue;
    }
    if (doc.vatMode === 'reverse-charge') {
      const line = reverse.get(doc.country) ?? { country: doc.country, netEur: 0, documents: 0 };
      line.netEur += sign * net;
      line.documents += 1;
      reverse.set(doc.country, line);
      continue;
    }
    if (doc.vatMode !== 'standard' || doc.country === sellerCountry) continue;
    const key = `${doc.country}:${doc.vatRateBp}`;
    const line = lines.get(key) ?? { country: doc.country, vatRateBp: doc.vatRateBp, taxableEur: 0, vatEur: 0, documents: 0 };
    line.taxableEur += sign * net;
    line.vatEur += sign * vat;
    line.documents += 1;
    lines.set(key, line);
  }
  const sorted = [...lines.values()].sort((a, b) => a.country.localeCompare(b.country) || a.vatRateBp - b.vatRateBp);
  return {
    quarter: quarter.label,
    rateDay: quarter.lastDay,
    lines: sorted,
    reverseCharge: [...reverse.values()].sort((a, b) => a.country.localeCompare(b.country)),
    totals: {
      taxableEur: sorted.reduce((sum, l) => sum + l.taxableEur, 0),
      vatEur: sorted.reduce((sum, l) => sum + l.vatEur, 0),
    },
    missingRates: [...missing].sort(),
  };
}
