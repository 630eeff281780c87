// Server render per preset (30 s greeting with music through the paid-order code path):
// bench/render.bench.ts, embedded as a section.
import path from 'node:path';
import { nodeBin } from '../../scripts/lib/setup.mjs';
import { runScript } from '../lib/child.mjs';

export async function run({ root }) {
  const out = await runScript(nodeBin('tsx'), [path.join('bench', 'render.bench.ts')], { cwd: root });
  return out.trim().replace(/^## Render benchmark/m, '## Server render per preset');
}
