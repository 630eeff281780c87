// A throw-away PostgreSQL cluster from Debian's binaries on a free local port, for the
// data-layer tests. initdb refuses to run as root, so as root the cluster belongs to `postgres`.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const binDir = [
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
].find((d) => existsSync(path.join(d, 'initdb')));

export const postgresAvailable = binDir !== undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type PostgresServer = {
  url: string;
  /** Stop the server and delete its files. */
  stop: () => void;
  /** Shut the server down (fast: open connections are cut), keeping its data: an outage. */
  halt: () => void;
  /** Start it again on the same port with the same data: the outage ends. */
  resume: () => void;
};

export async function startPostgres(): Promise<PostgresServer> {
  if (!binDir) throw new Error('PostgreSQL binaries not found');
  const asRoot = process.getuid?.() === 0;
  const run = (bin: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(binDir, bin);
    const full = asRoot ? ['-u', 'postgres', '--', path.join(binDir, bin), ...args] : args;
    execFileSync(command, full, { stdio: 'pipe' });
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'gs-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'gs', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  start();
  return {
    url: `postgres://gs@127.0.0.1:${port}/postgres`,
    halt: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: start,
    stop: () => {
      const command = asRoot ? 'runuser' : path.join(binDir, 'pg_ctl');
      const args = ['-D', data, '-m', 'fast', '-w', 'stop'];
      spawnSync(command, asRoot ? ['-u', 'postgres', '--', path.join(binDir, 'pg_ctl'), ...args] : args);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
