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
  delete process.env.FAKE_EMULATOR_AUTH_WARMUP;
  delete process.env.FAKE_EMULATOR_LOG;
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

  it('is ready only once the Auth API answers, not when the port first does', async () => {
    counter(0);
    const log = path.join(dirs.at(-1)!, 'requests');
    process.env.FAKE_EMULATOR_LOG = log;
    process.env.FAKE_EMULATOR_AUTH_WARMUP = '3';
    const { service } = await startAuthEmulator({ quiet: true, command: fake });
    try {
      const requests = readFileSync(log, 'utf8').trim().split('\n');
      const probes = requests.filter((line) => line.includes('accounts:createAuthUri'));
      // Three refused probes, then one answered; the project config comes after that.
      expect(probes).toHaveLength(4);
      const configured = requests.findIndex((line) => line.startsWith('PATCH /emulator/v1/projects/'));
      expect(configured).toBeGreaterThan(requests.lastIndexOf(probes.at(-1)!));
    } finally {
      await service.stop();
    }
  });
});
