// Names every gap and duplicate in the invoice and credit-note sequences. Pure. Each kind numbers
// from 1 in each year (lib/orders/transitions.ts: "GS-2026-000001", "GS-CN-2026-000001"); the
// counter's last value counts too, so a number taken but never written down shows as a gap.
import type { InvoiceKind } from '../db/schema';

export type NumberedDocument = { kind: InvoiceKind; year: number; sequence: number; number: string; issuedAt: Date };
export type Counter = { kind: InvoiceKind; year: number; last: number };

export type NumberingGap = {
  kind: InvoiceKind;
  year: number;
  /** The missing sequence numbers, inclusive, and how they would be written. */
  from: number;
  to: number;
  fromNumber: string;
  toNumber: string;
  /** The documents either side (null: the sequence starts or the counter ends there). */
  after: string | null;
  before: string | null;
};
export type NumberingDuplicate = { kind: InvoiceKind; year: number; sequence: number; numbers: string[] };
export type NumberingCheck = { gaps: NumberingGap[]; duplicates: NumberingDuplicate[] };
export type Period = { start: Date; end: Date };

const kindPrefix: Record<InvoiceKind, string> = { invoice: 'GS', 'credit-note': 'GS-CN' };
const written = (kind: InvoiceKind, year: number, sequence: number) =>
  `${kindPrefix[kind]}-${year}-${String(sequence).padStart(6, '0')}`;

const inPeriod = (at: Date, p: Period) => at >= p.start && at < p.end;

/**
 * Without a period: every gap and duplicate. With one: those the period's documents show — a gap
 * belongs to the period that issued the number after it (a gap at the end of a sequence, to any
 * period reaching past the last document of that year), a duplicate to a period holding one of its
 * documents.
 */
export function checkNumbering(documents: readonly NumberedDocument[], counters: readonly Counter[], period?: Period): NumberingCheck {
  const groups = new Map<string, { kind: InvoiceKind; year: number; docs: NumberedDocument[]; last: number }>();
  const group = (kind: InvoiceKind, year: number) => {
    const key = `${kind}:${year}`;
    const found = groups.get(key) ?? { kind, year, docs: [], last: 0 };
    groups.set(key, found);
    return found;
  };
  for (const doc of documents) group(doc.kind, doc.year).docs.push(doc);
  for (const counter of counters) group(counter.kind, counter.year).last = counter.last;

  const gaps: NumberingGap[] = [];
  const duplicates: NumberingDuplicate[] = [];
  for (const { kind, year, docs, last } of [...groups.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.year - b.year)) {
    const bySequence = new Map<number, NumberedDocument[]>();
    for (const doc of docs) bySequence.set(doc.sequence, [...(bySequence.get(doc.sequence) ?? []), doc]);
    for (const [sequence, same] of [...bySequence].sort((a, b) => a[0] - b[0])) {
      if (same.length < 2 || (period && !same.some((d) => inPeriod(d.issuedAt, period)))) continue;
      duplicates.push({ kind, year, sequence, numbers: same.map((d) => d.number).sort() });
    }
    const sequences = [...bySequence.keys()].sort((a, b) => a - b);
    const top = Math.max(last, sequences.at(-1) ?? 0);
    let previous: NumberedDocument | null = null;
    let expected = 1;
    for (const sequence of [...sequences, top + 1]) {
      const next = bySequence.get(sequence)?.[0] ?? null;
      if (sequence > expected) {
        const belongs = !period || (next ? inPeriod(next.issuedAt, period) : reachesPast(period, year, previous));
        if (belongs)
          gaps.push({
            kind,
            year,
            from: expected,
            to: sequence - 1,
            fromNumber: written(kind, year, expected),
            toNumber: written(kind, year, sequence - 1),
            after: previous?.number ?? null,
            before: next?.number ?? null,
          });
      }
      previous = next ?? previous;
      expected = sequence + 1;
    }
  }
  return { gaps, duplicates };
}

/** A trailing gap (numbers counted, none written) shows in periods that reach past the year's last document. */
function reachesPast(period: Period, year: number, last: NumberedDocument | null): boolean {
  const yearEnd = new Date(Date.UTC(year + 1, 0, 1));
  const after = last?.issuedAt ?? new Date(Date.UTC(year, 0, 1));
  return period.end > after && period.start < yearEnd;
}
