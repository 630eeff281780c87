// One real Firebase Auth emulator for the auth integration tests (started from npm firebase-tools
// exactly as `npm start` does), plus the client SDK and the admin SDK pointed at it.
import { deleteApp, initializeApp } from 'firebase/app';
import * as sdk from 'firebase/auth';
import type { User } from 'firebase/auth';
import { POST as postReset } from '@/app/api/auth/reset/route';
import { POST as postSignUp } from '@/app/api/auth/sign-up/route';
import { resetEnvCache } from '@/lib/env';
import { completeSignUp } from '@/features/auth/sdk/actions';
import type { AuthKit } from '@/features/auth/sdk/kit';
import { startAuthEmulator } from '@/scripts/lib/services.mjs';

type Started = { env: Record<string, string>; service: { stop: () => Promise<void> } };

export type Emulator = { host: string; projectId: string; stop: () => Promise<void> };

export async function startEmulator(): Promise<Emulator> {
  const started = (await startAuthEmulator({ quiet: true })) as Started;
  Object.assign(process.env, started.env);
  resetEnvCache();
  const host = started.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
  return {
    host,
    projectId: started.env.FIREBASE_PROJECT_ID ?? 'demo-greeting-studio',
    stop: started.service.stop,
  };
}

let apps = 0;

/** A fresh client (its own app and in-memory session), like one browser tab. */
export function clientKit(emulator: Emulator): { kit: AuthKit; close: () => Promise<void> } {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: emulator.projectId, authDomain: 'localhost' },
    `client-${++apps}`,
  );
  const auth = sdk.initializeAuth(app, { persistence: sdk.inMemoryPersistence });
  sdk.connectAuthEmulator(auth, `http://${emulator.host}`, { disableWarnings: true });
  return { kit: { auth, sdk }, close: () => deleteApp(app) };
}

/** The out-of-band codes the emulator "sent" by email. */
export async function oobCodes(
  emulator: Emulator,
): Promise<{ email: string; requestType: string; oobCode: string }[]> {
  const response = await fetch(`http://${emulator.host}/emulator/v1/projects/${emulator.projectId}/oobCodes`);
  const body = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  return body.oobCodes;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function callRoute(handler: (request: Request) => Promise<Response>, path: string, body: unknown) {
  const response = await handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  if (response.ok) return;
  const { error } = (await response.json()) as { error: { code: string; message: string } };
  // Thrown like the browser's HttpError: the route's code on `code`.
  throw Object.assign(new Error(error.message), { code: error.code });
}

/** Sign up the way the panel does: our route creates the account, then the SDK signs in. */
export async function signUpLikeThePanel(
  kit: AuthKit,
  email: string,
  password: string,
  displayName?: string,
): Promise<User> {
  await callRoute(postSignUp, '/api/auth/sign-up/', { email, password, displayName, locale: 'en' });
  return completeSignUp(kit, email, password);
}

/** Ask for the reset email the way the panel does (POST /api/auth/reset/). */
export function resetLikeThePanel(email: string): Promise<void> {
  return callRoute(postReset, '/api/auth/reset/', { email, locale: 'en' });
}
