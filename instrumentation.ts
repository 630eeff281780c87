// Runs once when the server starts: refuse a real deployment with the auth emulator or a weak secret.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseUnsafeRealDeployment } = await import('./lib/auth/startup');
    refuseUnsafeRealDeployment();
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    // Voices load while the server starts, not during the first visitor's "listen".
    (await import('./lib/tts/startup')).warmTts();
    // Mail that failed before a restart goes out again without waiting for a customer.
    try {
      (await import('./lib/orders/outbox-service')).ensureOutboxRetry();
      // Stale pending orders expire; expired orders and delivered mail bodies are purged.
      (await import('./lib/orders/housekeeping')).ensureHousekeeping();
    } catch (error) {
      // A configuration error shows up, and is reported, on the first commerce request instead.
      console.error('[outbox] retry loop not started at server start:', error);
    }
  }
}
