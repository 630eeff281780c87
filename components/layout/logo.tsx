import { AudioLines } from '../ui/icons';

/** The mark and the product name; `nameClassName` lets a tight spot hide the name (the mark stays). */
export function Logo({ name, nameClassName }: { name: string; nameClassName?: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-base font-semibold tracking-tight whitespace-nowrap text-ink sm:text-lg">
      <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-[10px] bg-accent text-white">
        <AudioLines aria-hidden className="size-5" />
      </span>
      <span className={nameClassName}>{name}</span>
    </span>
  );
}
