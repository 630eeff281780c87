// Small statistics and formatting helpers shared by every benchmark section.

/** @param {number[]} values */
export function sorted(values) {
  return [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
}

/** Nearest-rank percentile (p in 0..100); NaN for an empty list. */
export function percentile(values, p) {
  const s = sorted(values);
  if (s.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * s.length);
  return s[Math.min(s.length - 1, Math.max(0, rank - 1))];
}

/** Median: the mean of the two middle values for an even count. */
export function median(values) {
  const s = sorted(values);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** @returns {{ median: number, min: number, max: number, n: number }} */
export function summary(values) {
  const s = sorted(values);
  return { median: median(s), min: s[0] ?? Number.NaN, max: s.at(-1) ?? Number.NaN, n: s.length };
}

/** A number with sensible precision: 0.123, 1.23, 12.3, 123. */
export function num(value, digits) {
  if (!Number.isFinite(value)) return '—';
  if (digits !== undefined) return value.toFixed(digits);
  const abs = Math.abs(value);
  if (abs >= 100) return value.toFixed(0);
  if (abs >= 10) return value.toFixed(1);
  if (abs >= 1) return value.toFixed(2);
  return value.toFixed(3);
}

/** "median (min–max)"; a single run shows just the value. */
export function spread(values, digits) {
  const s = summary(values);
  if (s.n === 0) return '—';
  if (s.n === 1 || s.min === s.max) return num(s.median, digits);
  return `${num(s.median, digits)} (${num(s.min, digits)}–${num(s.max, digits)})`;
}

/** Budget cell: "≤ 160 ✅" style; `lower` true when smaller is better. */
export function budget(value, limit, { lower = true, unit = '' } = {}) {
  if (!Number.isFinite(value)) return `${lower ? '≤' : '≥'} ${limit}${unit} ❓`;
  const met = lower ? value <= limit : value >= limit;
  return `${lower ? '≤' : '≥'} ${limit}${unit} ${met ? '✅' : '❌'}`;
}

/** KiB with one decimal. */
export const kib = (bytes) => bytes / 1024;

/** Markdown table from a header row and body rows; `align` holds 'l' or 'r' per column. */
export function table(header, rows, align = []) {
  const sep = header.map((_, i) => (align[i] === 'r' ? '---:' : '---'));
  const line = (cells) => `| ${cells.map((c) => String(c).replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), `|${sep.join('|')}|`, ...rows.map(line)].join('\n');
}
