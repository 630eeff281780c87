/**
 * An amount as the back office shows it: minor units as "3.00 EUR" (every shop currency has two
 * decimals). Never the bare minor units: "300 EUR" on a refund reads as three hundred euros.
 */
export function operatorMoney(minor: number, currency: string): string {
  return `${(minor / 100).toFixed(2)} ${currency}`;
}
