// The operator role end to end against the real Auth emulator: `npm run operator -- grant` (the
// CLI itself, as a child process) makes a signed-up user an operator of /api/admin/, and
// `revoke` refuses that user's existing session cookie on the very next request.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sdk from 'firebase/auth';
import { adminAuth } from '@/lib/auth/admin';
import { createSessionCookie } from '@/lib/auth/verify';
import { withOperator } from '@/lib/backoffice/with-operator';
import { clientKit, startEmulator, uniqueEmail, type Emulator } from '../auth/emulator';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator();
  process.env.SITE_URL = 'http://localhost:3000';
}, 240_000);

afterAll(async () => {
  await emulator?.stop();
});

function cli(...args: string[]) {
  return run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/operator.ts', ...args], {
    cwd: root,
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: emulator.projectId },
  });
}

async function sessionFor(email: string, password: string): Promise<string> {
  const { kit, close } = clientKit(emulator);
  try {
    const credential = await sdk.signInWithEmailAndPassword(kit.auth, email, password);
    const cookie = await createSessionCookie(await credential.user.getIdToken());
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  } finally {
    await close();
  }
}

const ping = withOperator((_request, { operator }) => Response.json({ uid: operator.uid }));
const get = (cookie: string) =>
  ping(new Request('http://localhost:3000/api/admin/ping/', { headers: { cookie: `__session=${encodeURIComponent(cookie)}` } }), undefined);

describe('npm run operator', () => {
  it('grants the role to a customer and revoke refuses the next request', async () => {
    const email = uniqueEmail('operator');
    const password = 'Correct-Horse-42!';
    const user = await adminAuth().createUser({ email, password, emailVerified: true });
    const cookie = await sessionFor(email, password);

    expect((await get(cookie)).status).toBe(404); // a customer: the back office does not exist

    const granted = await cli('grant', email);
    expect(granted.stdout).toContain('is now an operator');
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ operator: true });
    // The same cookie (minted before the grant) now passes: the role is read from the record.
    const allowed = await get(cookie);
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ uid: user.uid });

    await cli('revoke', email);
    expect((await get(cookie)).status).toBe(401);
    // A fresh sign-in is no operator either.
    expect((await get(await sessionFor(email, password))).status).toBe(404);
  }, 120_000);

  it('refuses bad usage and unknown users', async () => {
    await expect(cli('promote', 'a@example.com')).rejects.toMatchObject({ code: 2 });
    await expect(cli('grant', uniqueEmail('nobody'))).rejects.toMatchObject({ code: 1 });
  }, 60_000);
});
