import 'server-only';
// The prelude of every POST /api/admin/orders/<id>/<action>/: a declared oversized body is a 413
// before the operator check (as on every POST route), then the operator gate (withOperator), then
// the order id from the path and, for an action that takes one, the JSON body read under the same
// cap and parsed by the action's zod schema. Routes pass their cap as a literal `N * 1024`
// (tests/api/route-audit.test.ts checks it).
import type { z } from 'zod';
import { apiError, readJsonBody, withBodyLimit } from '../http/api-error';
import { withOperator, type Operator } from './with-operator';

type RouteContext = { params: Promise<{ id: string }> };
type Action<B> = (input: { operator: Operator; orderId: string; body: B }) => Promise<Response>;

/** An action named by its path alone: no body is read (the id only keys the order lookup). */
export function operatorOrderAction(maxBytes: number, action: Action<undefined>) {
  return withBodyLimit(
    maxBytes,
    withOperator<RouteContext>(async (_request, { operator, context }) =>
      action({ operator, orderId: (await context.params).id, body: undefined }),
    ),
  );
}

/** What a body that fails the schema is told: 400 'validation' with the field in details. */
type InvalidBody = (error: z.core.$ZodError) => { message: string; field: string };

/** An action with a JSON body: read with the route's cap, parsed by `schema`. */
export function operatorOrderBodyAction<S extends z.ZodType>(
  maxBytes: number,
  schema: S,
  invalid: InvalidBody,
  action: Action<z.output<S>>,
) {
  return withBodyLimit(
    maxBytes,
    withOperator<RouteContext>(async (request, { operator, context }) => {
      const body = await readJsonBody(request, maxBytes);
      if (!body.ok) return body.response;
      const parsed = schema.safeParse(body.value);
      if (!parsed.success) {
        const { message, field } = invalid(parsed.error);
        return apiError(400, 'validation', message, { details: { field } });
      }
      return action({ operator, orderId: (await context.params).id, body: parsed.data });
    }),
  );
}
