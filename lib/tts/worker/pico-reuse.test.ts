// Pico in a long-lived worker: a text sounds the same whatever the worker spoke before. Without
// the snapshot restore in pico-runner.mjs, the same Spanish sentence came out with other noise in
// its pauses and 20 ms longer once the engine had spoken another text (#33 item 4).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { picoMarkup } from '../engines/pico';
import { picoStats, runPico } from './pico-runner.mjs';

const spanish = { speed: 1.25, pitch: 0 };
const speak = async (language: string, text: string) => {
  const result = await runPico({ language, text: picoMarkup(text, spanish) });
  return {
    length: result.samples.length,
    hash: createHash('sha256').update(new Uint8Array(result.samples.buffer)).digest('hex'),
  };
};

describe('a reused Pico system', () => {
  it('speaks a sentence exactly alike after other texts and languages', { timeout: 120_000 }, async () => {
    const sentences = [
      'Nuestro equipo se toma un pequeño descanso por las fiestas navideñas.',
      '¡Felices fiestas!',
    ];
    const first = [];
    for (const s of sentences) first.push(await speak('es-ES', s));
    // Other text in the same language, then another language (the engine is swapped).
    await speak('es-ES', 'Gracias por llamar. Deje un mensaje, por favor.');
    await speak('it-IT', 'Grazie per aver chiamato.');
    const again = [];
    for (const s of sentences) again.push(await speak('es-ES', s));
    const once = [];
    for (const s of sentences) once.push(await speak('es-ES', s));
    expect(again).toEqual(first);
    expect(once).toEqual(first);
    // One module all along: the restore replaces reloading, which would churn WebAssembly memory.
    expect(picoStats()).toMatchObject({ loads: 1, drops: 0 });
  });
});
