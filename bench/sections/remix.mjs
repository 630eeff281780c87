// Browser re-mix after a mixer change (60 s of audio) in Chromium: bench/remix-browser.mjs.
import path from 'node:path';
import { runScript } from '../lib/child.mjs';

export async function run({ root, quick }) {
  const out = await runScript(process.execPath, [path.join('bench', 'remix-browser.mjs'), quick ? '5' : '25'], { cwd: root });
  return out.trim().replace(/^### /m, '## ');
}
