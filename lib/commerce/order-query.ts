import { z } from 'zod';

/** The query of /order/ and /invoice/: an order id and, for guests, the order's secret token. */
export const orderQuerySchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/)
    .optional(),
});

export type OrderQuery = z.infer<typeof orderQuerySchema>;

export function parseOrderQuery(params: URLSearchParams | Record<string, unknown>): OrderQuery | null {
  const raw = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
  const parsed = orderQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
