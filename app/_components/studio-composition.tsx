'use client';

import type { ComponentProps } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { AddToCartButton } from '@/features/cart/add-to-cart-button';
import { Mixer } from '@/features/mixer/mixer';
import { Studio } from '@/features/studio/studio';

export type StudioProps = Omit<ComponentProps<typeof Studio>, 'mixer' | 'actions'>;

/**
 * The studio with what it hosts: the mixer in its music slot and the cart button next to Listen
 * (features never import each other, so the app composes them), and the query client for the
 * voice list. One module, so lazy-studio.tsx loads all of it as one piece.
 */
export function StudioComposition(props: StudioProps) {
  return (
    <QueryProvider>
      <Studio {...props} mixer={<Mixer />} actions={<AddToCartButton />} />
    </QueryProvider>
  );
}
