// GET /api/checkout/buyer/ — the signed-in buyer's details from their last order, to start the
// checkout filled in. Only asked once the server has confirmed the session cookie.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useAppStore } from '@/stores/store-provider';

const lastBuyerSchema = z.object({
  buyer: z.nullable(
    z.object({
      name: z.string(),
      company: z.string(),
      vatId: z.string(),
      street: z.string(),
      postcode: z.string(),
      city: z.string(),
      country: z.string(),
    }),
  ),
});
export type LastBuyer = NonNullable<z.infer<typeof lastBuyerSchema>['buyer']>;

export const lastBuyerQuery = (uid: string) =>
  queryOptions({
    queryKey: ['checkout-last-buyer', uid],
    queryFn: async () => {
      const response = await fetch('/api/checkout/buyer/', { cache: 'no-store' });
      if (!response.ok) throw new Error(`last buyer ${response.status}`);
      return lastBuyerSchema.parse(await response.json()).buyer;
    },
    staleTime: 5 * 60_000,
    // A prefill is a convenience: without it the buyer types, nothing else waits on it.
    retry: false,
  });

/** The last order's details of the signed-in account, or null (guest, no order yet, not loaded). */
export function useLastBuyer(): LastBuyer | null {
  const uid = useAppStore((s) => (s.serverSessionAt !== null ? (s.user?.uid ?? null) : null));
  const query = useQuery({ ...lastBuyerQuery(uid ?? ''), enabled: uid !== null });
  return uid !== null ? (query.data ?? null) : null;
}
