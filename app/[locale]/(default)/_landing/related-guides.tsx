import { sectionTitleClass } from '@/components/content/content-section';
import { ArrowRight } from '@/components/ui/icons';
import { LocaleLink } from '@/components/navigation/locale-link';

/** Links to the other landing pages, so each guide leads on to the next question a reader has. */
export function RelatedGuides({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-labelledby="related-title" className="border-t border-line pt-10">
      <h2 id="related-title" className={sectionTitleClass}>
        {title}
      </h2>
      <ul className="mt-5 grid gap-2 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <LocaleLink
              href={link.href}
              className="flex items-center justify-between gap-3 rounded-control border border-line bg-paper px-4 py-3 text-ink-soft hover:border-accent/40 hover:text-accent-strong"
            >
              {link.label}
              <ArrowRight aria-hidden className="size-4 shrink-0" />
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
