// Runs once when the server starts: refuse a real deployment that points at the auth emulator.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseEmulatorOnRealDeployment } = await import('./lib/auth/startup');
    refuseEmulatorOnRealDeployment();
  }
}
