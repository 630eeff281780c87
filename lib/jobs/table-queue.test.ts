import { afterAll, beforeAll, describe } from 'vitest';
import { openDb, type Db } from '../db/client';
import { queueContract } from './queue-contract';
import { TableQueue } from './table-queue';

let handle: Awaited<ReturnType<typeof openDb>>;
let db: Db;
beforeAll(async () => {
  handle = await openDb({ inMemory: true });
  db = handle.db;
});
afterAll(() => handle.close());

describe('the embedded job queue (PGlite)', () => {
  let n = 0;
  queueContract(
    {
      open: async () => new TableQueue(db, { pollMs: 100 }),
      startDoomed: async (name, policy) => {
        // A killed instance reaches the database no more: no lease renewal, no polling.
        let dead = false;
        const severed = new Proxy(db, {
          get(target, key) {
            if (dead) throw new Error('this instance was killed');
            const value = Reflect.get(target, key, target) as unknown;
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
        const queue = new TableQueue(severed, { pollMs: 100 });
        await queue.define(name, policy);
        const started = new Promise<void>(
          (resolve) =>
            void queue.work(name, () => {
              resolve();
              return new Promise(() => undefined);
            }),
        );
        return { started, kill: () => (dead = true) };
      },
    },
    (suffix) => `test-${suffix}-${++n}`,
  );
});
