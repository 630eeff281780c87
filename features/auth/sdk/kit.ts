// The Firebase Auth SDK, loaded on demand: a page only pays for it when the visitor opens the
// sign-in panel, is returning with a session, or comes back from a sign-in redirect.
import type { Auth } from 'firebase/auth';

export type AuthSdk = typeof import('firebase/auth');
export type AuthKit = { auth: Auth; sdk: AuthSdk };

let loading: Promise<AuthKit> | null = null;

async function load(): Promise<AuthKit> {
  const response = await fetch('/api/auth/config/', { headers: { Accept: 'application/json' } });
  if (!response.ok)
    throw Object.assign(new Error('auth config unavailable'), { code: 'auth/network-request-failed' });
  // The schema (and zod) load with the SDK, not with every page that imports this module.
  const [{ publicAuthConfigSchema }, { initializeApp, getApps }, sdk] = await Promise.all([
    import('@/lib/auth/public-config'),
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const config = publicAuthConfigSchema.parse(await response.json());
  const app =
    getApps()[0] ??
    initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  // getAuth: IndexedDB persistence with localStorage fallback, popup/redirect resolver included.
  const auth = sdk.getAuth(app);
  if (config.emulatorHost && !auth.emulatorConfig)
    sdk.connectAuthEmulator(auth, `http://${config.emulatorHost}`, { disableWarnings: true });
  return { auth, sdk };
}

/** The one Auth instance of the page; a failed load may be retried. */
export function loadAuthKit(): Promise<AuthKit> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
