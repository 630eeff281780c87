'use client';

import { useTranslations } from 'next-intl';
import { InlineQuestion } from '@/components/ui/inline-question';

export type ExampleDetail = { field: string; label: string; value: string; kind: 'example' | 'blank' };

/**
 * Asked at Add to cart while the script still speaks the template's example details: "Your
 * greeting still says the example's details — Email: info@…; edit / keep it". Inline, beside the
 * button, so the script stays readable; Edit is the safe answer (it costs nothing). A `{field}`
 * still in the text cannot be kept: then Edit is the only answer.
 */
export function ExampleConfirm({
  examples,
  onKeep,
  onEdit,
}: {
  examples: readonly ExampleDetail[];
  onKeep: () => void;
  onEdit: () => void;
}) {
  const t = useTranslations('cart');
  // A `{field}` would be read out as it stands, and the server refuses to sell it: only "Edit".
  const blank = examples.some((e) => e.kind === 'blank');
  return (
    <InlineQuestion
      title={t(blank ? 'blankConfirmTitle' : 'exampleConfirmTitle')}
      testId="example-confirm"
      className="basis-full"
      primary="safe"
      safe={{ label: t('exampleConfirmEdit'), onClick: onEdit, testId: 'example-confirm-edit' }}
      other={
        blank
          ? undefined
          : { label: t('exampleConfirmKeep'), onClick: onKeep, testId: 'example-confirm-keep' }
      }
    >
      {blank ? <p data-testid="example-confirm-blank">{t('blankConfirmBody')}</p> : null}
      <ul>
        {examples.map((e) => (
          <li key={e.field} className="break-words">
            {e.kind === 'blank'
              ? t('exampleConfirmBlank', { field: e.label })
              : t('exampleConfirmLine', { field: e.label, value: e.value })}
          </li>
        ))}
      </ul>
    </InlineQuestion>
  );
}
