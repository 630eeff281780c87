'use client';

import { useQuery } from '@tanstack/react-query';
import { findScriptLeftovers, type ScriptLeftover } from '@/lib/greeting/example-values';
import type { GreetingSpec } from '@/lib/greeting/spec';
import { loadTemplates } from '@/lib/greeting/templates/load';

/**
 * The example details a cart line still speaks. The cart knows the text, not which field values
 * the visitor typed, so it flags the example business's contact details (company, names, numbers,
 * addresses), which no real business shares; the studio also checks the template's phrases.
 */
export function useExampleFlags(spec: GreetingSpec): ScriptLeftover[] {
  const { data } = useQuery({
    queryKey: ['templates', spec.locale],
    queryFn: () => loadTemplates(spec.locale),
    staleTime: Infinity,
  });
  return data ? findScriptLeftovers(spec.text, data.examples) : [];
}
