import { AudioLines } from '../ui/icons';

export function Logo({ name }: { name: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-base font-semibold tracking-tight whitespace-nowrap text-ink sm:text-lg">
      <span className="inline-flex size-8 items-center justify-center rounded-[10px] bg-accent text-white">
        <AudioLines aria-hidden className="size-5" />
      </span>
      {name}
    </span>
  );
}
