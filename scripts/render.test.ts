// `npm run render` as an operator runs it: a partial spec file in, a phone-ready file out.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

function soxInfo(file: string, flag: string): string {
  return execFileSync('sox', ['--i', flag, file], { encoding: 'utf8' }).trim();
}

describe('scripts/render.ts', () => {
  it(
    'renders a partial spec to a µ-law WAV that sox reads, and asterisk-raw to three files',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'render-cmd-'));
      const spec = path.join(dir, 'spec.json');
      writeFileSync(
        spec,
        JSON.stringify({
          useCase: 'business-voicemail',
          locale: 'en',
          text: 'Thank you for calling. Please leave a message.',
          voice: { id: 'flite-rms' },
          music: { trackId: 'morning-walk' },
        }),
      );
      const out = path.join(dir, 'out', 'greeting.wav');
      const { stdout } = await run(
        'npx',
        ['tsx', 'scripts/render.ts', '--spec', spec, '--preset', 'ulaw-8k', '--out', out],
        {
          cwd: process.cwd(),
        },
      );
      expect(stdout).toMatch(/Rendered [\d.]+ s at -1[56]\.\d LUFS/);
      expect(soxInfo(out, '-r')).toBe('8000');
      expect(soxInfo(out, '-c')).toBe('1');
      expect(soxInfo(out, '-e')).toBe('u-law');
      // business-voicemail defaults: 1.5 s intro and outro around the voice.
      expect(Number(soxInfo(out, '-D'))).toBeGreaterThan(4);

      const raw = path.join(dir, 'raw', 'prompt.ulaw');
      await run('npx', [
        'tsx',
        'scripts/render.ts',
        '--spec',
        spec,
        '--preset',
        'asterisk-raw',
        '--out',
        raw,
      ]);
      expect(readdirSync(path.dirname(raw)).sort()).toEqual(['prompt.alaw', 'prompt.sln', 'prompt.ulaw']);
    },
  );

  it('exits non-zero with the field named for an invalid spec', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'render-cmd-'));
    const spec = path.join(dir, 'bad.json');
    writeFileSync(
      spec,
      JSON.stringify({
        useCase: 'business-voicemail',
        locale: 'en',
        text: 'Hi',
        voice: { id: 'x' },
        music: { volumeDb: 40 },
      }),
    );
    const failure = await run('npx', [
      'tsx',
      'scripts/render.ts',
      '--spec',
      spec,
      '--out',
      path.join(dir, 'x.wav'),
    ]).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain('spec.music.volumeDb');
  });
});
