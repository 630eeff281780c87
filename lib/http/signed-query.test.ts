import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { linkIdSchema, linkSignatureSchema, signedLinkRoute } from './signed-query';

const schema = z.object({ fileId: linkIdSchema, expires: z.coerce.number().int(), sig: linkSignatureSchema });
const seen: unknown[] = [];
const route = signedLinkRoute(
  schema,
  'fileId',
  'File not found or link expired.',
  async (_request, query, linkGone) => {
    seen.push(query);
    return query.expires > 0 ? Response.json({ ok: true }) : linkGone();
  },
);
const call = (id: string, search: string) =>
  route(new Request(`http://localhost/api/files/${id}/${search}`), { params: Promise.resolve({ id }) });
const sig = 'a'.repeat(43);

describe('signedLinkRoute', () => {
  it('hands the handler the query with the path id under its key, numbers coerced', async () => {
    seen.length = 0;
    expect((await call('file_12345', `?expires=99&sig=${sig}`)).status).toBe(200);
    expect(seen).toEqual([{ fileId: 'file_12345', expires: 99, sig }]);
  });

  it('answers a malformed link, and one the handler refuses, with the same 404', async () => {
    seen.length = 0;
    for (const response of [
      await call('short', `?expires=99&sig=${sig}`),
      await call('file_12345', '?expires=soon&sig=x'),
      await call('file_12345', `?expires=0&sig=${sig}`),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not-found', message: 'File not found or link expired.' },
      });
    }
    expect(seen).toHaveLength(1);
  });

  it('takes the id from the path, not from a query value of the same name', async () => {
    seen.length = 0;
    await call('file_12345', `?fileId=other_12345&expires=1&sig=${sig}`);
    expect(seen).toEqual([{ fileId: 'file_12345', expires: 1, sig }]);
  });
});
