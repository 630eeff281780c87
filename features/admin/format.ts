// How the back office writes amounts and moments: minor units in the order's currency, and UTC
// (operators in different countries read the same time).
export function adminMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 100);
}

export function adminTime(at: Date | string | null): string {
  if (!at) return '—';
  const iso = (typeof at === 'string' ? new Date(at) : at).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
