/** Numbered steps with a title and a sentence each. */
export function Steps({ items }: { items: { title: string; body: string }[] }) {
  return (
    <ol className="grid max-w-[35em] gap-4">
      {items.map((item, index) => (
        <li key={item.title} className="flex gap-4">
          <span
            aria-hidden
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent-strong"
          >
            {index + 1}
          </span>
          <div>
            <p className="font-semibold text-ink">{item.title}</p>
            <p className="mt-0.5 text-ink-soft">{item.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
