// The two greetings of issue #3 that every latency figure is measured with.
export const greetings = [
  'Thank you for calling Northwind Dental. Our office is currently closed. Our hours are Monday through Friday, 8 AM to 5 PM. Please leave your name, number, and a brief message after the tone, and we will return your call as soon as possible.',
  'You have reached the voicemail of Maria Lopez. I am out of the office until January 5th. For urgent matters, please call 555-0134.',
];

/** A partial GreetingSpec for POST /api/preview/ (defaults come from the use case). */
export function previewSpec(text, voiceId, { speed, musicVolumeDb } = {}) {
  return {
    useCase: 'business-voicemail',
    locale: 'en',
    text,
    voice: { id: voiceId, ...(speed === undefined ? {} : { speed }) },
    music: { trackId: 'still-water', ...(musicVolumeDb === undefined ? {} : { volumeDb: musicVolumeDb }) },
  };
}

/**
 * The default English voice of each engine the server offers (festival only when installed): the
 * first en-US voice of each engine, since /api/voices/ lists a language's voices best first (the
 * studio's default English voice, Flite's "rms", is the first of all).
 */
export async function engineVoices(baseUrl) {
  const voices = await (await fetch(`${baseUrl}/api/voices/`)).json();
  const byEngine = new Map();
  for (const v of voices.filter((v) => v.locale === 'en-US')) if (!byEngine.has(v.engine)) byEngine.set(v.engine, v.id);
  return [...byEngine].map(([engine, voiceId]) => ({ engine, voiceId }));
}
