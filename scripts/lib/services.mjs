// Background services next to the app. Each entry starts one embedded default and returns the
// environment the app needs to find it. [accounts] adds the Firebase Auth emulator here.

/** @typedef {{ name: string, stop: () => Promise<void> }} RunningService */

/**
 * @param {{ purpose: 'start' | 'test' }} _options
 * @returns {Promise<{ env: Record<string, string>, running: RunningService[] }>}
 */
export async function startServices(_options) {
  return { env: {}, running: [] };
}

/** @param {{ running: RunningService[] }} services */
export async function stopServices(services) {
  await Promise.allSettled(services.running.map((s) => s.stop()));
}
