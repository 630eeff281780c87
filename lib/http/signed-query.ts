// The prelude of every signed-link route (/api/files/<id>, /api/orders/<id>/zip, /api/play/<id>):
// the query string and the route's id, validated together by the route's zod schema. A link that
// does not parse is answered like one whose signature fails: 404, so a prober learns nothing.
import { z } from 'zod';
import { apiError } from './api-error';

/** An id as our links carry it (lib/orders/access/tokens.ts `newId`). */
export const linkIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
/** A link's signature: base64url of an HMAC. */
export const linkSignatureSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

/** The route's `?…` with its path id put under `idKey`, parsed by `schema`; null when malformed. */
async function parseSignedQuery<S extends z.ZodType>(
  request: Request,
  params: Promise<{ id: string }>,
  schema: S,
  idKey: string,
): Promise<z.output<S> | null> {
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse({ ...search, [idKey]: (await params).id });
  return parsed.success ? parsed.data : null;
}

type SignedLinkHandler<Q> = (request: Request, query: Q, linkGone: () => Response) => Promise<Response>;

/**
 * A GET handler for a signed link: the link parsed by `schema` (the path id under `idKey`), or
 * 404 'not-found' with `goneMessage`; the handler answers the same for a link that fails later.
 */
export function signedLinkRoute<S extends z.ZodType>(
  schema: S,
  idKey: string,
  goneMessage: string,
  handler: SignedLinkHandler<z.output<S>>,
) {
  const linkGone = () => apiError(404, 'not-found', goneMessage);
  return async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
    const query = await parseSignedQuery(request, params, schema, idKey);
    return query ? handler(request, query, linkGone) : linkGone();
  };
}
