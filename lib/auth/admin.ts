import 'server-only';
// Server only (firebase-admin never reaches a client bundle): the one Admin app of the process.
// The emulator is used when FIREBASE_AUTH_EMULATOR_HOST is set (firebase-admin reads it itself);
// a real project needs FIREBASE_SERVICE_ACCOUNT_JSON.
import { cert, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { z } from 'zod';
import { env } from '../env';
import { assertAuthDeployment } from './deployment';

const appName = 'greeting-studio';

const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().email(),
  private_key: z.string().min(1),
});

function createApp(): App {
  const e = env();
  assertAuthDeployment(e);
  if (e.FIREBASE_AUTH_EMULATOR_HOST) return initializeApp({ projectId: e.FIREBASE_PROJECT_ID }, appName);
  if (!e.FIREBASE_SERVICE_ACCOUNT_JSON) {
    throw new Error(
      'Firebase is not configured: set FIREBASE_SERVICE_ACCOUNT_JSON (or FIREBASE_AUTH_EMULATOR_HOST locally).',
    );
  }
  const account = serviceAccountSchema.parse(JSON.parse(e.FIREBASE_SERVICE_ACCOUNT_JSON));
  return initializeApp(
    {
      projectId: account.project_id,
      credential: cert({
        projectId: account.project_id,
        clientEmail: account.client_email,
        privateKey: account.private_key,
      }),
    },
    appName,
  );
}

/** Admin Auth, initialised on first use and shared by every request of the process. */
export function adminAuth(): Auth {
  const app = getApps().find((a) => a.name === appName) ?? createApp();
  return getAuth(app);
}
