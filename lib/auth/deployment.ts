import 'server-only';
// Where the auth emulator may run. `npm start` runs the production build (NODE_ENV=production)
// with the emulator as its embedded default, so NODE_ENV cannot tell a real deployment apart:
// a deployment is real when DEPLOYMENT=production or when SITE_URL points anywhere but this
// machine. A real deployment with FIREBASE_AUTH_EMULATOR_HOST set refuses to start, because the
// emulator accepts unsigned tokens and would let anyone in.
import type { Env } from '../env';

type DeploymentEnv = Pick<Env, 'SITE_URL' | 'DEPLOYMENT' | 'FIREBASE_AUTH_EMULATOR_HOST'>;

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isRealDeployment(e: Pick<Env, 'SITE_URL' | 'DEPLOYMENT'>): boolean {
  if (e.DEPLOYMENT === 'production') return true;
  if (e.DEPLOYMENT === 'local') return false;
  const host = new URL(e.SITE_URL).hostname;
  return !(localHosts.has(host) || host.endsWith('.localhost'));
}

export class EmulatorInProductionError extends Error {
  constructor(siteUrl: string) {
    super(
      `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set on a real deployment (SITE_URL=${siteUrl}). ` +
        'The auth emulator accepts unsigned tokens; configure FIREBASE_SERVICE_ACCOUNT_JSON and unset the emulator host.',
    );
    this.name = 'EmulatorInProductionError';
  }
}

/** Throws when the emulator is configured on a real deployment. */
export function assertAuthDeployment(e: DeploymentEnv): void {
  if (e.FIREBASE_AUTH_EMULATOR_HOST && isRealDeployment(e)) throw new EmulatorInProductionError(e.SITE_URL);
}
