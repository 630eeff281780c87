/** "On this page": anchor links to a long page's h2 sections. */
export function TableOfContents({ label, items }: { label: string; items: { id: string; title: string }[] }) {
  return (
    <nav aria-label={label} className="rounded-card border border-line bg-paper p-5">
      <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{label}</p>
      <ol className="mt-3 space-y-1.5 text-[0.95rem]">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="block rounded-control py-0.5 text-ink-soft underline-offset-2 hover:text-accent-strong hover:underline"
            >
              {item.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
