import type { UseCase } from '@/lib/greeting/spec-values';
import { pageTemplates } from '@/features/studio';
import { LazyStudio } from './lazy-studio';

/**
 * The studio as pages place it: the page language's script templates from the server, the rest
 * loaded as one lazy piece (see lazy-studio.tsx). `initialUseCase` presets a content page's use
 * case; a `?useCase=` search parameter takes precedence.
 */
export async function Studio({ initialUseCase }: { initialUseCase?: UseCase }) {
  return <LazyStudio initialUseCase={initialUseCase} templates={await pageTemplates()} />;
}
