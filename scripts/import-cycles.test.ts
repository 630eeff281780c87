// The import-cycle check of `npm test`: the product code has no loop but the listed type-only
// ones, and the check does find a loop when there is one (small projects written to a temp dir).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allowed, forbiddenCycles, importGraph, sourceFiles } from './import-cycles.mjs';

describe('the repository', () => {
  it('has no import cycle beyond the allowed type-only ones', () => {
    expect(forbiddenCycles(importGraph(sourceFiles()))).toEqual([]);
  });

  it('still has each allowed loop (an allowance nothing needs is removed)', () => {
    const nothingAllowed = forbiddenCycles(importGraph(sourceFiles()), undefined, []);
    for (const allowance of allowed) {
      expect(nothingAllowed.some((files) => files.every((f: string) => allowance.files.test(f)))).toBe(true);
    }
  });
});

describe('the check', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A project with `@/` paths like ours, its files under lib/. */
  function project(files: Record<string, string>) {
    dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { moduleResolution: 'bundler', module: 'esnext', paths: { '@/*': ['./*'] } },
      }),
    );
    mkdirSync(path.join(dir, 'lib'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'lib', name), text);
    return forbiddenCycles(importGraph(sourceFiles(dir, ['lib']), dir), dir, [
      { files: /^lib\/allowed-/, reason: 'test' },
    ]);
  }

  it('fails on a loop of run-time imports, relative or through @/', () => {
    expect(
      project({
        'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'b.ts': "import { a } from '@/lib/a';\nexport const b = () => a;\n",
      }),
    ).toEqual([['lib/a.ts', 'lib/b.ts']]);
  });

  it('counts import() and re-exports as imports', () => {
    expect(
      project({
        'a.ts': "export const a = async () => (await import('./b')).b;\n",
        'b.ts': "export { a as b } from './a';\n",
      }),
    ).toEqual([['lib/a.ts', 'lib/b.ts']]);
  });

  it('fails on a type-only loop that is not listed, passes a listed one', () => {
    const loop = (prefix: string) => ({
      [`${prefix}store.ts`]: `import { slice } from './${prefix}slice';\nexport type State = { n: number };\nexport const store = slice;\n`,
      [`${prefix}slice.ts`]: `import type { State } from './${prefix}store';\nexport const slice = (s: State) => s.n;\n`,
    });
    expect(project(loop('other-'))).toEqual([['lib/other-slice.ts', 'lib/other-store.ts']]);
    rmSync(dir, { recursive: true, force: true });
    expect(project(loop('allowed-'))).toEqual([]);
  });

  it('never lets a listed loop hold run-time imports both ways', () => {
    expect(
      project({
        'allowed-a.ts': "import { b } from './allowed-b';\nexport const a = () => b;\n",
        'allowed-b.ts':
          "import { type T, a } from './allowed-a';\nexport const b = () => a;\nexport type U = T;\n",
      }),
    ).toEqual([['lib/allowed-a.ts', 'lib/allowed-b.ts']]);
  });

  it('takes `import { type X }` and `import(…).X` types for type-only', () => {
    const files = (prefix: string) => ({
      [`${prefix}a.ts`]: `import { type B } from './${prefix}b';\nexport type A = B | import('./${prefix}c').C;\nexport const a = 1;\n`,
      [`${prefix}b.ts`]: `import { a } from './${prefix}a';\nexport type B = typeof a;\n`,
      [`${prefix}c.ts`]: `import { a } from './${prefix}a';\nexport type C = typeof a;\n`,
    });
    expect(project(files('allowed-'))).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
    expect(project(files('x-'))).toEqual([['lib/x-a.ts', 'lib/x-b.ts', 'lib/x-c.ts']]);
  });
});
