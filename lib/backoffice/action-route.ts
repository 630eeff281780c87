import 'server-only';
// The prelude of every back-office POST route: a declared oversized body is a 413 before the
// operator check (as on every POST route), then the operator gate (withOperator), then, for an
// action that takes one, the JSON body read under the same cap and parsed by the action's zod
// schema. The order actions (/api/admin/orders/<id>/<action>/) also get the id from the path.
// Routes pass their cap as a literal `N * 1024` (tests/api/route-audit.test.ts checks it).
import type { z } from 'zod';
import { apiError, readJsonBody, withBodyLimit } from '../http/api-error';
import { withOperator, type Operator } from './with-operator';

type OrderContext = { params: Promise<{ id: string }> };
type OrderAction<B> = (input: { operator: Operator; orderId: string; body: B }) => Promise<Response>;

/** What a body that fails the schema is told: 400 'validation', with the field in details if named. */
type InvalidBody = (error: z.core.$ZodError) => { message: string; field?: string };

/** A route with a JSON body: read with the route's cap, parsed by `schema`. */
export function operatorBodyRoute<S extends z.ZodType, C = unknown>(
  maxBytes: number,
  schema: S,
  invalid: InvalidBody,
  action: (input: { operator: Operator; context: C; body: z.output<S> }) => Promise<Response>,
) {
  return withBodyLimit(
    maxBytes,
    withOperator<C>(async (request, { operator, context }) => {
      const body = await readJsonBody(request, maxBytes);
      if (!body.ok) return body.response;
      const parsed = schema.safeParse(body.value);
      if (!parsed.success) {
        const { message, field } = invalid(parsed.error);
        return apiError(400, 'validation', message, field === undefined ? undefined : { details: { field } });
      }
      return action({ operator, context, body: parsed.data });
    }),
  );
}

/** An order action named by its path alone: no body is read (the id only keys the order lookup). */
export function operatorOrderAction(maxBytes: number, action: OrderAction<undefined>) {
  return withBodyLimit(
    maxBytes,
    withOperator<OrderContext>(async (_request, { operator, context }) =>
      action({ operator, orderId: (await context.params).id, body: undefined }),
    ),
  );
}

/** An order action with a JSON body. */
export function operatorOrderBodyAction<S extends z.ZodType>(
  maxBytes: number,
  schema: S,
  invalid: InvalidBody,
  action: OrderAction<z.output<S>>,
) {
  return operatorBodyRoute<S, OrderContext>(maxBytes, schema, invalid, async ({ operator, context, body }) =>
    action({ operator, orderId: (await context.params).id, body }),
  );
}
