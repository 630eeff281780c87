// Connecting the two targets that need more than typed keys, through their route handlers on
// PGlite and the stand-ins: RingCentral's OAuth round trip (a wrong state, another customer's
// cookie and another round trip's verifier are all refused; the real one becomes a connection)
// and Amazon Connect's external id (the one the form shows is the one the role is assumed with).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startAmazonConnectStandIn, standInAws } from '../stand-ins/amazon-connect';
import { standInClient, startRingCentralStandIn } from '../stand-ins/ringcentral';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/auth/verify', async (original) => ({
  ...(await original<typeof import('@/lib/auth/verify')>()),
  ...(await import('../api/bearer-uid.test-kit')).bearerUidVerify,
}));

const site = 'http://localhost:3000';
const callbackUrl = `${site}/api/delivery/oauth/ringcentral/callback/`;
const rc = await startRingCentralStandIn({ redirectUri: callbackUrl });
const aws = await startAmazonConnectStandIn();
const dataDir = mkdtempSync(path.join(tmpdir(), 'gs-connect-routes-'));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  APP_SECRET: 'connect-routes-test-secret-0123456789',
  SITE_URL: site,
  RINGCENTRAL_SERVER: rc.url,
  RINGCENTRAL_CLIENT_ID: standInClient.id,
  RINGCENTRAL_CLIENT_SECRET: standInClient.secret,
  ...aws.config,
});

const { resetEnvCache } = await import('@/lib/env');
resetEnvCache();
const { closeDb } = await import('@/lib/db/client');
const start = await import('@/app/api/delivery/oauth/ringcentral/start/route');
const callback = await import('@/app/api/delivery/oauth/ringcentral/callback/route');
const connections = await import('@/app/api/delivery/connections/route');

afterAll(async () => {
  await closeDb();
  await rc.close();
  await aws.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const as = (uid: string, cookie?: string): RequestInit => ({
  headers: { authorization: `Bearer uid:${uid}`, ...(cookie ? { cookie } : {}) },
});

type Connection = { target: string; label: string; status: string };
const listed = async (uid: string) =>
  (await (await connections.GET(new Request(`${site}/api/delivery/connections/`, as(uid)), {})).json()) as {
    connections: Connection[];
    targets: { id: string; kind: string; externalId?: string }[];
  };

/** Start as `uid`, follow the stand-in's sign-in: the callback's code and state and our cookie. */
async function roundTrip(uid: string) {
  const started = await start.GET(
    new Request(`${site}/api/delivery/oauth/ringcentral/start/?returnTo=/de/`, as(uid)),
    {},
  );
  expect(started.status).toBe(303);
  const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0]!;
  expect(started.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax; Max-Age=600/);
  const authorize = await fetch(started.headers.get('location')!, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(callbackUrl);
  return { cookie, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

const finish = async (uid: string, p: { cookie: string; code: string; state: string }) => {
  const url = `${callbackUrl}?code=${encodeURIComponent(p.code)}&state=${encodeURIComponent(p.state)}`;
  const res = await callback.GET(new Request(url, as(uid, p.cookie)), {});
  expect(res.status).toBe(303);
  // The cookie is spent either way.
  expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
  return new URL(res.headers.get('location')!);
};

describe('RingCentral OAuth routes', () => {
  it('offers RingCentral as a sign-in button, not fields', async () => {
    expect((await listed('alice')).targets).toContainEqual({ id: 'ringcentral', kind: 'oauth', fields: [] });
  });

  it('refuses a start without a signed-in customer', async () => {
    const res = await start.GET(new Request(`${site}/api/delivery/oauth/ringcentral/start/`), {});
    expect(res.status).toBe(401);
  });

  it('refuses a state that is not the one it sent, and makes no connection', async () => {
    const trip = await roundTrip('alice');
    const back = await finish('alice', { ...trip, state: `${trip.state.slice(0, -2)}xx` });
    expect(back.pathname).toBe('/de/');
    expect(back.searchParams.get('phoneSystem')).toBe('expired');
    expect((await listed('alice')).connections).toEqual([]);
  });

  it('refuses another customer coming back with alice’s cookie and state', async () => {
    const trip = await roundTrip('alice');
    const back = await finish('mallory', trip);
    expect(back.searchParams.get('phoneSystem')).toBe('expired');
    expect((await listed('mallory')).connections).toEqual([]);
    expect((await listed('alice')).connections).toEqual([]);
  });

  it('trades the code with its own verifier: another round trip’s verifier is refused by RingCentral', async () => {
    const first = await roundTrip('alice');
    const second = await roundTrip('alice');
    // Second's cookie and state (so our checks pass) with first's code: the verifier cannot match.
    const back = await finish('alice', { ...second, code: first.code });
    expect(back.searchParams.get('phoneSystem')).toBe('credentials-revoked');
    expect((await listed('alice')).connections).toEqual([]);
  });

  it('connects on the real round trip and goes back where the customer was', async () => {
    const trip = await roundTrip('alice');
    const tokenCalls = rc.requests.filter((r) => r.path === '/restapi/oauth/token').length;
    const back = await finish('alice', trip);
    expect(back.origin).toBe(site);
    expect(back.pathname).toBe('/de/');
    expect(back.searchParams.get('phoneSystem')).toBe('connected');
    expect(rc.requests.filter((r) => r.path === '/restapi/oauth/token').length).toBe(tokenCalls + 1);
    expect((await listed('alice')).connections).toMatchObject([{ target: 'ringcentral', status: 'active' }]);
  });

  it('goes back where the customer started, saying nothing was connected, when they decline at RingCentral', async () => {
    rc.declineNext();
    const started = await start.GET(
      new Request(`${site}/api/delivery/oauth/ringcentral/start/?returnTo=/fr/order/`, as('erin')),
      {},
    );
    const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0]!;
    const authorize = await fetch(started.headers.get('location')!, { redirect: 'manual' });
    const declined = new URL(authorize.headers.get('location')!);
    expect(declined.searchParams.get('error')).toBe('access_denied');
    expect(declined.searchParams.has('code')).toBe(false);
    const res = await callback.GET(new Request(declined.toString(), as('erin', cookie)), {});
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    const back = new URL(res.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${site}/fr/order/`);
    expect(back.searchParams.get('phoneSystem')).toBe('denied');
    expect((await listed('erin')).connections).toEqual([]);
    // A decline whose state is not the cookie's (or another customer's) does not pick the page.
    const forged = new URL(declined);
    forged.searchParams.set('state', 'x'.repeat(32));
    const other = await callback.GET(new Request(forged.toString(), as('erin', cookie)), {});
    expect(new URL(other.headers.get('location')!).pathname).toBe('/');
    const mallory = await callback.GET(new Request(declined.toString(), as('mallory', cookie)), {});
    expect(new URL(mallory.headers.get('location')!).pathname).toBe('/');
    expect(new URL(mallory.headers.get('location')!).searchParams.get('phoneSystem')).toBe('denied');
  });

  it('never sends the customer to another site', async () => {
    const res = await start.GET(
      new Request(`${site}/api/delivery/oauth/ringcentral/start/?returnTo=//evil.example/`, as('bob')),
      {},
    );
    const trip = { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, state: '', code: 'x' };
    trip.state = new URL(res.headers.get('location')!).searchParams.get('state')!;
    const back = await finish('bob', trip);
    expect(back.origin).toBe(site);
    expect(back.pathname).toBe('/');
  });
});

describe('Amazon Connect external id', () => {
  it('shows the customer their external id before connecting, and connects with that same id', async () => {
    const shown = (await listed('carol')).targets.find((t) => t.id === 'amazon-connect')?.externalId;
    expect(shown).toMatch(/^gs-/);
    expect((await listed('carol')).targets.find((t) => t.id === 'amazon-connect')?.externalId).toBe(shown);
    expect((await listed('dave')).targets.find((t) => t.id === 'amazon-connect')?.externalId).not.toBe(shown);
    // The customer's role trusts exactly the id they were shown.
    standInAws.externalId = shown!;
    const connect = (uid: string) =>
      connections.POST(
        new Request(`${site}/api/delivery/connections/`, {
          method: 'POST',
          headers: { ...as(uid).headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            target: 'amazon-connect',
            label: 'Contact centre',
            fields: {
              instance: `arn:aws:connect:${standInAws.region}:${standInAws.account}:instance/${standInAws.instanceId}`,
              region: '',
              roleArn: standInAws.roleArn,
              bucket: standInAws.bucket,
            },
          }),
        }),
        {},
      );
    expect((await connect('carol')).status).toBe(201);
    // Dave's id is not in carol's trust policy: the role cannot be assumed.
    expect((await connect('dave')).status).toBe(422);
  });
});
