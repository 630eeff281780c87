import type { ReactNode } from 'react';

type Row = { key: string; cells: ReactNode[] };

/**
 * A comparison table on wider screens; on phones each row becomes a small card with the
 * column names as labels, so no column is cut off or needs sideways scrolling.
 */
export function DataTable({ caption, head, rows }: { caption?: string; head: string[]; rows: Row[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-card border border-line bg-paper sm:block">
        <table className="w-full border-collapse text-left text-[0.95rem]">
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead className="bg-canvas text-sm text-ink">
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line text-ink-soft">
            {rows.map((row) => (
              <tr key={row.key} className="align-top">
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-4 py-3 font-medium text-ink">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="px-4 py-3">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-line rounded-card border border-line bg-paper sm:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={row.key} className="px-4 py-3">
            <p className="font-medium text-ink">{row.cells[0]}</p>
            <dl className="mt-1 space-y-1 text-[0.95rem] text-ink-soft">
              {row.cells.slice(1).map((cell, index) => (
                <div key={index}>
                  <dt className="inline font-medium text-ink-muted">{head[index + 1]}: </dt>
                  <dd className="inline">{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
