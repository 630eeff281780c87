// Runs once when the server starts: refuse a real deployment that points at the auth emulator.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseEmulatorOnRealDeployment } = await import('./lib/auth/startup');
    refuseEmulatorOnRealDeployment();
    // Voices load while the server starts, not during the first visitor's "listen".
    if (process.env.NEXT_PHASE !== 'phase-production-build') (await import('./lib/tts/startup')).warmTts();
  }
}
