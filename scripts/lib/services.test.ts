import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePorts, startAuthEmulator } from './services.mjs';

const fake = [process.execPath, path.join(import.meta.dirname, 'testing', 'fake-auth-emulator.mjs')];
const dirs: string[] = [];

function counter(failures: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gs-fake-emulator-'));
  dirs.push(dir);
  const file = path.join(dir, 'starts');
  process.env.FAKE_EMULATOR_COUNTER = file;
  process.env.FAKE_EMULATOR_FAILURES = String(failures);
  return () => Number(readFileSync(file, 'utf8'));
}

afterEach(() => {
  delete process.env.FAKE_EMULATOR_COUNTER;
  delete process.env.FAKE_EMULATOR_FAILURES;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('freePorts', () => {
  it('hands out distinct ports', async () => {
    const ports = await freePorts(8);
    expect(new Set(ports).size).toBe(8);
    for (const port of ports) expect(port).toBeGreaterThan(0);
  });
});

describe('startAuthEmulator', () => {
  it('starts again on new ports when the emulator exits before it answers', async () => {
    const starts = counter(2);
    const { env, service } = await startAuthEmulator({ quiet: true, command: fake });
    try {
      expect(starts()).toBe(3);
      const response = await fetch(`http://${env.FIREBASE_AUTH_EMULATOR_HOST}/`);
      expect(response.ok).toBe(true);
    } finally {
      await service.stop();
    }
  });

  it('gives up after three starts and says what the emulator printed', async () => {
    const starts = counter(5);
    await expect(startAuthEmulator({ quiet: true, command: fake })).rejects.toThrow(
      /exited \(code 3\) before 127\.0\.0\.1:\d+ answered\.\nIts last output:\nfake emulator: port \d+ is taken \(start 3\)/,
    );
    expect(starts()).toBe(3);
  });
});
