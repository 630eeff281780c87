// Runs once when the server starts: refuse a real deployment that points at the auth emulator.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./lib/env');
  const { assertAuthDeployment } = await import('./lib/auth/deployment');
  try {
    assertAuthDeployment(env());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
