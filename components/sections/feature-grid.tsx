export function FeatureGrid({ items, numbered = false }: { items: { title: string; body: string }[]; numbered?: boolean }) {
  return (
    <ol className={`grid gap-5 sm:grid-cols-2 ${items.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {items.map((item, index) => (
        <li key={item.title} className="rounded-card border border-line bg-paper p-6 shadow-[var(--shadow-card)]">
          {numbered ? (
            <span aria-hidden className="mb-3 inline-flex size-8 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent">
              {index + 1}
            </span>
          ) : null}
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-ink-soft">{item.body}</p>
        </li>
      ))}
    </ol>
  );
}
