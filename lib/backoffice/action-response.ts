// How an admin action's result is answered: done/unchanged are both 200 (the second click of a
// double click succeeds quietly), an unknown order 404, a refused state 409.
import { apiError } from '../http/api-error';
import type { ActionResult } from './order-actions';

export function actionResponse(result: ActionResult): Response {
  if (result.outcome === 'not-found') return apiError(404, 'not-found', 'No such order.');
  if (result.outcome === 'refused') return apiError(409, 'conflict', result.reason);
  return Response.json({ outcome: result.outcome });
}
