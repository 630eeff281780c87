// Runs once when the server starts: refuse a real deployment with the auth emulator or a weak
// secret, refuse to serve on an outdated database schema, and start the job workers.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseUnsafeRealDeployment } = await import('./lib/auth/startup');
    refuseUnsafeRealDeployment();
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    // Several instances on one database need one file store: local files are refused before serving.
    const { env } = await import('./lib/env');
    (await import('./lib/orders/storage/choice')).refuseMisconfiguredFileStore(env());
    // Voices load while the server starts, not during the first visitor's "listen".
    (await import('./lib/tts/startup')).warmTts();
    // Paid orders and mail left behind by a stopped or killed instance are finished by this one's
    // workers without waiting for a customer. Not awaited: Next holds every request until
    // register() returns, and opening the embedded database can take a while on a busy machine.
    (await import('./lib/orders/fulfilment/job-queue')).keepStartingJobs((error) => {
      // Serving on a schema this release does not know would fail request by request; the
      // release runs `npm run migrate` first (README, "Releases").
      console.error(`[db] ${error.message}`);
      process.exit(1);
    });
    try {
      // Stale pending orders expire; expired orders and delivered mail bodies are purged.
      (await import('./lib/orders/housekeeping')).ensureHousekeeping();
    } catch (error) {
      // A configuration error shows up, and is reported, on the first commerce request instead.
      console.error('[housekeeping] not started at server start:', error);
    }
  }
}
