// Column widths and line breaks for the invoice PDF, from measured text widths: a header wraps
// at word boundaries instead of running into its neighbour, whatever the language. Pure (the
// caller passes the font's measure), so it is tested without drawing.

/** Width of a text at a size, in points (pdf-lib's `font.widthOfTextAtSize`). */
export type Measure = (text: string, size: number) => number;

/** Break a text into lines no wider than `width`; a single word wider than that is cut with "…". */
export function wrapText(text: string, width: number, size: number, measure: Measure): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (measure(next, size) <= width || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines.map((line) => ellipsize(line, width, size, measure));
}

export function ellipsize(text: string, width: number, size: number, measure: Measure): string {
  if (measure(text, size) <= width) return text;
  let out = text;
  while (out.length > 1 && measure(`${out}…`, size) > width) out = out.slice(0, -1);
  return `${out}…`;
}

export type Column = { header: string; values: string[] };
export type LaidColumn = { width: number; headerLines: string[] };

/**
 * Widths of the numeric columns (right of the description): each as wide as its widest value or
 * the longest word of its header, growing to fit the whole header on one line while the
 * description keeps at least `minFirst` points. The description takes what is left.
 */
export function layoutColumns(
  first: Column,
  numeric: Column[],
  o: {
    total: number;
    gap: number;
    headerSize: number;
    valueSize: number;
    minFirst: number;
    measure: Measure;
  },
): { first: LaidColumn; numeric: LaidColumn[] } {
  const longestWord = (text: string) =>
    Math.max(0, ...text.split(/\s+/).map((w) => o.measure(w, o.headerSize)));
  const widths = numeric.map((c) =>
    Math.max(longestWord(c.header), ...c.values.map((v) => o.measure(v, o.valueSize))),
  );
  const room = () => o.total - widths.reduce((a, b) => a + b, 0) - o.gap * numeric.length;
  // Give whole-header widths while the description keeps its minimum, narrowest growth first.
  const growth = numeric
    .map((c, i) => ({ i, need: o.measure(c.header, o.headerSize) - (widths[i] ?? 0) }))
    .filter((g) => g.need > 0)
    .sort((a, b) => a.need - b.need);
  for (const g of growth) if (room() - g.need >= o.minFirst) widths[g.i] = (widths[g.i] ?? 0) + g.need;
  const firstWidth = room();
  return {
    first: { width: firstWidth, headerLines: wrapText(first.header, firstWidth, o.headerSize, o.measure) },
    numeric: numeric.map((c, i) => {
      const width = widths[i] ?? 0;
      return { width, headerLines: wrapText(c.header, width, o.headerSize, o.measure) };
    }),
  };
}
