'use client';

import type { ComponentProps } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { AddToCartButton } from '@/features/cart/add-to-cart-button';
import { StudioPrice } from '@/features/cart/studio-price';
import { Mixer } from '@/features/mixer/mixer';
import { Studio } from '@/features/studio/studio';

export type StudioProps = Omit<ComponentProps<typeof Studio>, 'mixer' | 'actions'>;

/**
 * The studio with what it hosts: the mixer in its music slot and the cart button next to Listen
 * with the greeting's price beside it (features never import each other, so the app composes
 * them; the studio tells the button which example details to ask about), and the query client
 * for the voice list and the price. One module, so lazy-studio.tsx loads all of it as one piece.
 */
export function StudioComposition(props: StudioProps) {
  return (
    <QueryProvider>
      <Studio
        {...props}
        mixer={<Mixer />}
        actions={({ examples, review }) => (
          <>
            <AddToCartButton examples={examples} onReview={review} />
            <StudioPrice />
          </>
        )}
      />
    </QueryProvider>
  );
}
