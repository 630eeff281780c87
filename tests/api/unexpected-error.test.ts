// An unexpected exception inside a real route handler (here: the database fails mid-request)
// reaches the client as { error: { code: 'internal', message } }, with no stack, no error text and
// no file paths; the details go to the server log.
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/auth/verify', async (original) => ({
  ...(await original<typeof import('@/lib/auth/verify')>()),
  ...(await import('./bearer-uid.test-kit')).bearerUidVerify,
}));
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: () =>
    Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432 at /srv/app/lib/db/client.ts:48')),
}));

const ordersRoute = await import('@/app/api/orders/route');
const orderRoute = await import('@/app/api/orders/[id]/route');
const samplesRoute = await import('@/app/api/samples/[id]/route');

afterEach(() => vi.restoreAllMocks());

async function expectInternal(response: Response) {
  expect(response.status).toBe(500);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({
    error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
  });
  expect(text).not.toMatch(/ECONNREFUSED|10\.0\.0\.5|\/srv\/|\.ts:\d+|\bat \w|Error/);
}

describe('unexpected exceptions in route handlers', () => {
  it('answer 500 in the API shape without a stack (list of orders)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = new Request('http://localhost:3000/api/orders/', {
      headers: { authorization: 'Bearer uid:user-a' },
    });
    await expectInternal(await ordersRoute.GET(request));
    expect(log).toHaveBeenCalledWith('[api] unexpected error in GET /api/orders/:', expect.any(Error));
  });

  it('answer 500 in the API shape without a stack (one order)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const token = 'A'.repeat(43); // well-formed, so the handler reaches the database
    const request = new Request(`http://localhost:3000/api/orders/AAAAAAAAAAAAAAAA/?token=${token}`);
    await expectInternal(
      await orderRoute.GET(request, { params: Promise.resolve({ id: 'AAAAAAAAAAAAAAAA' }) }),
    );
  });

  it('a malformed escape in a sample id is an unknown sample (404), not a crash', async () => {
    const response = await samplesRoute.GET(new Request('http://localhost:3000/api/samples/%25zz/'), {
      params: Promise.resolve({ id: '%zz' }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not-found' } });
  });
});
