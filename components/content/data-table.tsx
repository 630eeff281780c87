import type { ReactNode } from 'react';

/** A simple comparison table; scrolls sideways on phones instead of squeezing its columns. */
export function DataTable({
  caption,
  head,
  rows,
}: {
  caption?: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-paper" tabIndex={0} role="region" aria-label={caption ?? head.join(', ')}>
      <table className="w-full min-w-[36rem] border-collapse text-left text-[0.95rem]">
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
  );
}
