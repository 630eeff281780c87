// The printable invoice (server component): the same data and words as the PDF.
import type { InvoiceData } from '@/lib/orders/documents/invoice-data';
import type { InvoiceStrings } from '@/lib/orders/documents/invoice-labels';

export function InvoiceDocument({ data, s }: { data: InvoiceData; s: InvoiceStrings }) {
  const party = (title: string, lines: (string | null)[]) => (
    <div>
      <h2 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{title}</h2>
      <address className="mt-1 text-sm not-italic">
        {lines.filter(Boolean).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
  return (
    <article
      className="rounded-card border border-line bg-paper p-5 shadow-[var(--shadow-card)] sm:p-8 print:border-0 print:p-0 print:shadow-none"
      data-testid="invoice"
    >
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold sm:text-3xl">{s.title}</h1>
          {s.corrects ? <p className="mt-1 font-semibold">{s.corrects}</p> : null}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-muted">{s.number}</dt>
          <dd className="font-semibold" data-testid="invoice-number">
            {data.number}
          </dd>
          <dt className="text-ink-muted">{s.date}</dt>
          <dd>{s.issued}</dd>
          <dt className="text-ink-muted">{s.supplyDate}</dt>
          <dd data-testid="invoice-supply-date">{s.supplied}</dd>
          <dt className="text-ink-muted">{s.order}</dt>
          <dd data-testid="invoice-order-reference">{data.orderReference}</dd>
          <dt className="text-ink-muted">{s.paymentMethod}</dt>
          <dd>{s.method}</dd>
          <dt className="text-ink-muted">{s.currency}</dt>
          <dd>{data.currency}</dd>
        </dl>
      </header>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {party(s.seller, [
          data.seller.name,
          data.seller.address,
          s.country(data.seller.country),
          `${s.vatId}: ${data.seller.vatId}`,
          data.seller.email,
        ])}
        {party(s.buyer, [
          data.buyer.company,
          data.buyer.name,
          ...data.buyer.address,
          s.country(data.buyer.country),
          data.buyer.vatId ? `${s.vatId}: ${data.buyer.vatId}` : null,
          data.buyer.email,
        ])}
      </div>
      {/* On a phone the line shows description and amount; quantity (always 1), unit price and rate are in the totals. */}
      <div className="mt-6 overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-line text-left text-xs text-ink-muted">
              <th className="py-2 pr-3 font-semibold">{s.description}</th>
              <th className="hidden py-2 pr-3 text-right font-semibold sm:table-cell print:table-cell">
                {s.quantity}
              </th>
              <th className="hidden py-2 pr-3 text-right font-semibold sm:table-cell print:table-cell">
                {s.unitPrice}
              </th>
              <th className="hidden py-2 pr-3 text-right font-semibold sm:table-cell print:table-cell">
                {s.vatRate}
              </th>
              <th className="py-2 text-right font-semibold">{s.amount}</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line, i) => (
              <tr key={i} className="border-b border-line/60 align-top">
                <td className="py-2 pr-3">{s.line(line.words, line.description)}</td>
                <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell print:table-cell">
                  {line.quantity}
                </td>
                <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell print:table-cell">
                  {s.money(line.unitNet)}
                </td>
                <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell print:table-cell">
                  {s.percent(line.vatRateBp)}
                </td>
                <td className="py-2 text-right tabular-nums">{s.money(line.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-y-1 text-sm [&_dd]:pl-6">
        <dt>{s.totalNet}</dt>
        <dd className="text-right tabular-nums">{s.money(data.net)}</dd>
        {data.vatByRate.map((rate) => (
          <div key={rate.rateBp} className="contents">
            <dt>{s.vatAt(s.percent(rate.rateBp))}</dt>
            <dd className="text-right tabular-nums">{s.money(rate.vat)}</dd>
          </div>
        ))}
        <dt className="border-t border-line pt-1 text-base font-semibold">{s.totalGross}</dt>
        <dd
          className="border-t border-line pt-1 text-right text-base font-semibold tabular-nums"
          data-testid="invoice-total"
        >
          {s.money(data.gross)}
        </dd>
      </dl>
      {s.note ? <p className="mt-6 text-sm text-ink-soft">{s.note}</p> : null}
    </article>
  );
}
