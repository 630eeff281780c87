// POST /api/orders/<id>/formats/ — the greeting in another format after purchase. On success the
// order is refetched: the new file arrives with its signed link like every other file.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { FormatRequest } from '@/lib/orders/fulfilment/format-request';
import { orderQuery } from './order';

const resultSchema = z.object({ result: z.enum(['added', 'exists']) });

export async function addFormat(request: FormatRequest) {
  const { orderId, ...body } = request;
  const response = await fetch(`/api/orders/${encodeURIComponent(orderId)}/formats/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`format ${response.status}`);
  return resultSchema.parse(await response.json()).result;
}

export function useAddFormat(orderId: string, token: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Pick<FormatRequest, 'itemId' | 'preset'>) => addFormat({ orderId, token, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQuery(orderId, token).queryKey }),
  });
}
