// Runs one of the standalone benchmark scripts as a child process and returns what it printed.
import { spawn } from 'node:child_process';

export function runScript(command, args, { cwd, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${[command, ...args].join(' ')} exited with ${code}`))));
  });
}
