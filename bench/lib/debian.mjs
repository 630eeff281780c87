// Debian packages a benchmark section needs (never npm start or npm test's suites): installed as
// root like scripts/test.mjs does; anyone else gets the apt-get line to run, and the section says
// what it skipped.
import { spawnSync } from 'node:child_process';
import { ensureDebianPackages } from '../../scripts/lib/setup.mjs';

const installed = (pkg) =>
  spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout?.includes('install ok installed');

/** '' when everything is there (or was just installed), else a sentence saying how to install it. */
export function ensureBenchPackages(packages) {
  const missing = packages.filter((p) => !installed(p));
  if (missing.length === 0) return '';
  if (process.getuid?.() === 0) {
    ensureDebianPackages(missing);
    return '';
  }
  return `_Missing Debian packages for this section: \`sudo apt-get install ${missing.join(' ')}\`._`;
}
