'use client';

import { TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ScriptLeftover } from '@/lib/greeting/example-values';

/** Focus the text box with a leftover's first place selected, ready to be typed over. */
export function selectLeftover(box: HTMLTextAreaElement | null, leftover: ScriptLeftover | undefined): void {
  const range = leftover?.ranges[0];
  if (!range || !box) return;
  box.focus();
  box.setSelectionRange(range.start, range.end);
}

/**
 * The example details still in the script, named: "Still the example: Company, Email". Each name
 * selects its first place in the text box, so the visitor can type over it at once.
 */
export function ExampleLeftovers({
  id,
  leftovers,
  onSelect,
}: {
  id: string;
  leftovers: readonly ScriptLeftover[];
  onSelect: (leftover: ScriptLeftover) => void;
}) {
  const t = useTranslations('studio');
  if (leftovers.length === 0) return null;
  const groups = (['example', 'blank'] as const)
    .map((kind) => ({ kind, items: leftovers.filter((l) => l.kind === kind) }))
    .filter((g) => g.items.length > 0);
  return (
    <div
      id={id}
      data-testid="example-leftovers"
      className="mt-1.5 flex items-start gap-2 rounded-control border border-warning/40 bg-warning/5 px-3 py-1.5 text-sm"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      {/* Compact on purpose: Listen must stay on a 1280×800 screen with this shown on first load, so
          on wide screens the how-to is for screen readers only (the marks show where to type). */}
      <div>
        {groups.map((group) => (
          <p key={group.kind} data-testid={`example-leftovers-${group.kind}`}>
            <span className="font-semibold">
              {group.kind === 'example' ? t('exampleStill') : t('exampleBlank')}
            </span>{' '}
            {group.items.map((leftover, i) => (
              <span key={leftover.field}>
                {i > 0 ? ', ' : null}
                <button
                  type="button"
                  className="underline decoration-dotted underline-offset-2 hover:text-accent-strong"
                  onClick={() => onSelect(leftover)}
                  data-testid={`example-leftover-${leftover.field}`}
                >
                  {t(`fields.${leftover.field}`)}
                </button>
              </span>
            ))}
          </p>
        ))}
        <p className="text-xs leading-snug text-ink-soft lg:sr-only">{t('exampleHint')}</p>
      </div>
    </div>
  );
}
