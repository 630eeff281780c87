import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, withCompileHint } from './compile-hints';

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||=[]).push([]);');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||=[]).push([]);');
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('addCompileHints', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('hints every script under static/chunks and leaves styles and other files alone', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hints-'));
    const chunks = path.join(dir, 'static', 'chunks');
    await mkdir(path.join(chunks, 'app'), { recursive: true });
    await mkdir(path.join(dir, 'server'), { recursive: true });
    const files = {
      top: path.join(chunks, 'a1.js'),
      nested: path.join(chunks, 'app', 'b2.js'),
      style: path.join(chunks, 'c3.css'),
      server: path.join(dir, 'server', 'page.js'),
    };
    for (const file of Object.values(files)) await writeFile(file, 'x();');

    expect(await addCompileHints(dir)).toBe(2);
    expect(await readFile(files.top, 'utf8')).toBe(`${COMPILE_HINT}x();`);
    expect(await readFile(files.nested, 'utf8')).toBe(`${COMPILE_HINT}x();`);
    expect(await readFile(files.style, 'utf8')).toBe('x();');
    expect(await readFile(files.server, 'utf8')).toBe('x();');
    // A rebuild that kept its chunks rewrites nothing.
    expect(await addCompileHints(dir)).toBe(0);
  });
});
