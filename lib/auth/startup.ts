// Node-only start-up check, called from instrumentation.ts: a real deployment that points at the
// auth emulator exits before serving a single request.
import { env } from '../env';
import { assertAuthDeployment } from './deployment';

export function refuseEmulatorOnRealDeployment(): void {
  try {
    assertAuthDeployment(env());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
