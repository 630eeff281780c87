// Runs once when the server starts: refuse a real deployment that points at the auth emulator.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseEmulatorOnRealDeployment } = await import('./lib/auth/startup');
    refuseEmulatorOnRealDeployment();
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    // Several instances on one database need one file store: local files are refused before serving.
    const { env } = await import('./lib/env');
    (await import('./lib/orders/file-store-choice')).refuseMisconfiguredFileStore(env());
    // Voices load while the server starts, not during the first visitor's "listen".
    (await import('./lib/tts/startup')).warmTts();
    // Mail that failed before a restart goes out again without waiting for a customer.
    try {
      (await import('./lib/orders/outbox-service')).ensureOutboxRetry();
    } catch (error) {
      // A configuration error shows up, and is reported, on the first commerce request instead.
      console.error('[outbox] retry loop not started at server start:', error);
    }
  }
}
