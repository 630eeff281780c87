import { getTranslations } from 'next-intl/server';
import type { NumberingCheck } from '@/lib/backoffice/numbering-check';

/** Every gap and duplicate of the period and of all sequences, each named by its numbers. */
export async function NumberingFindings({ period, overall }: { period: NumberingCheck; overall: NumberingCheck }) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.register' });
  const sections = [
    { key: 'period', check: period, heading: t('numberingPeriod') },
    { key: 'overall', check: overall, heading: t('numberingOverall') },
  ];
  return (
    <section aria-labelledby="numbering" className="mb-6 text-sm">
      <h2 id="numbering" className="mb-2 text-lg font-semibold">
        {t('numbering')}
      </h2>
      {sections.map(({ key, check, heading }) => {
        const clean = check.gaps.length === 0 && check.duplicates.length === 0;
        return (
          <div key={key} className="mb-2">
            <h3 className="font-semibold">{heading}</h3>
            {clean ? (
              <p>{t('numberingClean')}</p>
            ) : (
              <ul className="list-disc ps-5 text-red-700">
                {check.gaps.map((gap) => (
                  <li key={`gap-${gap.kind}-${gap.year}-${gap.from}`}>
                    {gap.from === gap.to
                      ? t('gapOne', { number: gap.fromNumber, after: gap.after ?? '—', before: gap.before ?? '—' })
                      : t('gapRange', { from: gap.fromNumber, to: gap.toNumber, count: gap.to - gap.from + 1, after: gap.after ?? '—', before: gap.before ?? '—' })}
                  </li>
                ))}
                {check.duplicates.map((dup) => (
                  <li key={`dup-${dup.kind}-${dup.year}-${dup.sequence}`}>{t('duplicate', { numbers: dup.numbers.join(', '), count: dup.numbers.length })}</li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
