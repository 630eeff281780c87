// Node-only start-up check, called from instrumentation.ts: a real deployment that points at the
// auth emulator, or that keeps a weak APP_SECRET, exits before serving a single request.
import { env } from '../env';
import { assertStrongSecret } from '../security/app-keys';
import { assertAuthDeployment } from './deployment';

export function refuseUnsafeRealDeployment(): void {
  try {
    assertAuthDeployment(env());
    // With the default secret anyone can sign download links to any buyer's files.
    assertStrongSecret(env());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
