import type { UseCase } from '@/lib/greeting/spec-values';
import { pageTemplates } from '@/features/studio';
import { LazyStudioBesideBuilder } from './lazy-ivr-builder';

/**
 * The studio of a page that also places the IVR builder (/voice-prompt/): as studio.tsx places it,
 * but its code comes in the builder's download (lazy-ivr-builder.tsx). Its own module, so the other
 * studio pages' first scripts do not carry the builder's loader.
 */
export async function StudioBesideBuilder({ initialUseCase }: { initialUseCase?: UseCase }) {
  return <LazyStudioBesideBuilder initialUseCase={initialUseCase} templates={await pageTemplates()} />;
}
