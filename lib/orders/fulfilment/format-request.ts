// The order page's request for the greeting in another format (POST /api/orders/<id>/formats/).
// Zod only, no database: the browser's mutation builds the same shape the route validates.
import { z } from 'zod';
import { orderQuerySchema } from '../../commerce/order-query';
import { presetIds } from '../../greeting/spec';

export const formatRequestSchema = z.object({
  orderId: orderQuerySchema.shape.id,
  token: orderQuerySchema.shape.token,
  itemId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  preset: z.enum(presetIds),
});

export type FormatRequest = z.infer<typeof formatRequestSchema>;
