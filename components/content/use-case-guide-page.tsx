import type { ReactNode } from 'react';
import { PageIntro } from '../sections/section';
import { ContentLayout } from './content-layout';
import { TableOfContents } from './toc';

/**
 * A use case's guide page (/on-hold/, /voice-prompt/): the intro, the studio preset to that use
 * case, then the guide with its table of contents. The studio is a slot because components never
 * import features; the page composes it (`<Studio initialUseCase="on-hold" … />`).
 */
export function UseCaseGuidePage({
  title,
  lead,
  studio,
  tocLabel,
  toc,
  children,
}: {
  title: string;
  lead: string;
  studio: ReactNode;
  tocLabel: string;
  /** The guide's h2 sections, in order: `id` is the section's anchor. */
  toc: readonly { id: string; title: string }[];
  children: ReactNode;
}) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      {/* `#studio` is where content links land (`/?useCase=…#studio` on the home page, and here). */}
      <div id="studio" className="mx-auto max-w-6xl scroll-mt-20 px-4 pb-12 sm:px-6">
        {studio}
      </div>
      <ContentLayout toc={<TableOfContents label={tocLabel} items={[...toc]} />}>{children}</ContentLayout>
    </>
  );
}
