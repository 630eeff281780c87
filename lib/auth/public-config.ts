// The browser's Firebase web config, served at runtime by GET /api/auth/config/: pages are built
// once, but the emulator's port (and the project) are only known when the server starts.
import * as z from 'zod/mini';
import type { Env } from '../env';

export const publicAuthConfigSchema = z.object({
  apiKey: z.string().check(z.minLength(1)),
  authDomain: z.string().check(z.minLength(1)),
  projectId: z.string().check(z.minLength(1)),
  /** host:port of the Auth emulator, or null for the real service. */
  emulatorHost: z.nullable(z.string().check(z.minLength(1))),
});

export type PublicAuthConfig = z.infer<typeof publicAuthConfigSchema>;

export function publicAuthConfig(
  e: Pick<
    Env,
    'FIREBASE_API_KEY' | 'FIREBASE_AUTH_DOMAIN' | 'FIREBASE_PROJECT_ID' | 'FIREBASE_AUTH_EMULATOR_HOST'
  >,
): PublicAuthConfig {
  return {
    apiKey: e.FIREBASE_API_KEY,
    authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    projectId: e.FIREBASE_PROJECT_ID,
    emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST ?? null,
  };
}
