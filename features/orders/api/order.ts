// GET /api/orders/<id>/ — the order page's live data; polled while the order is in progress.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

const fileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  preset: z.string(),
  url: z.string(),
});
/** What an order's row in the account's list and its own page both carry. */
export const orderSummaryShape = {
  id: z.string(),
  reference: z.string(),
  status: z.enum(['pending', 'paid', 'rendering', 'ready', 'failed', 'refunded', 'expired']),
  createdAt: z.string(),
  // Absent from a response of a server before this field: dates then follow the page language.
  country: z._default(z.nullable(z.string()), null),
  currency: z.string(),
};
export const orderViewSchema = z.object({
  ...orderSummaryShape,
  net: z.number(),
  vat: z.number(),
  gross: z.number(),
  items: z.array(
    z.object({
      id: z.string(),
      position: z.number(),
      text: z.string(),
      voiceId: z.string(),
      useCase: z.string(),
      gross: z.number(),
      ivr: z._default(
        z.nullable(z.object({ set: z.number(), title: z.string(), fileBase: z.string() })),
        null,
      ),
      files: z.array(fileSchema),
    }),
  ),
  zipUrl: z.nullable(z.string()),
  invoices: z.array(z.object({ kind: z.enum(['invoice', 'credit-note']), number: z.string() })),
  linksExpireAt: z.nullable(z.number()),
  gaveUp: z.boolean(),
});
export type OrderViewData = z.infer<typeof orderViewSchema>;
export type OrderStatus = OrderViewData['status'];

const inProgress: OrderStatus[] = ['pending', 'paid', 'rendering'];
const underWay = (order: OrderViewData) =>
  inProgress.includes(order.status) || (order.status === 'failed' && !order.gaveUp);

export const orderQuery = (id: string, token: string | undefined) =>
  queryOptions({
    queryKey: ['order', id, token ?? ''],
    queryFn: async () => {
      const qs = token ? `?token=${encodeURIComponent(token)}` : '';
      const response = await fetch(`/api/orders/${encodeURIComponent(id)}/${qs}`, { cache: 'no-store' });
      if (!response.ok) throw new Error(`order ${response.status}`);
      return orderViewSchema.parse(await response.json());
    },
    // Live while work is under way (a failed render is retried by its job until it gives up);
    // links are re-issued by refetching on focus once ready.
    refetchInterval: (query) => (query.state.data && !underWay(query.state.data) ? false : 1500),
    refetchOnWindowFocus: true,
  });

export const useOrder = (id: string, token: string | undefined, initial: OrderViewData) =>
  useQuery({ ...orderQuery(id, token), initialData: initial });
