import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, routeConsoleToLogger } from './logger';
import { requestIdFrom, requestStorage } from './request-context';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

const original = { ...console };
afterEach(() => Object.assign(console, original));

describe('logger', () => {
  it('writes one JSON object per line, stamped with the current request id', () => {
    const { lines, logger } = capture();
    logger.info('outside');
    requestStorage().run({ requestId: 'req-12345678' }, () => logger.info({ route: '/api/tts/' }, 'inside'));
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'outside' });
    expect(lines[0]).not.toHaveProperty('reqId');
    expect(lines[1]).toMatchObject({
      level: 'info',
      msg: 'inside',
      route: '/api/tts/',
      reqId: 'req-12345678',
    });
    expect(typeof lines[1]!.time).toBe('string');
  });

  it('sends console output through the logger, errors with their stack and the request id', () => {
    const { lines, logger } = capture();
    routeConsoleToLogger(() => logger);
    requestStorage().run({ requestId: 'req-abcdefgh' }, () => {
      console.error('[fulfil] order %s failed', 'ord1', new Error('voice engine down'));
      console.log('plain', 42);
    });
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: '[fulfil] order ord1 failed',
      reqId: 'req-abcdefgh',
    });
    expect((lines[0]!.err as { stack: string }).stack).toContain('voice engine down');
    expect(lines[1]).toMatchObject({ level: 'info', msg: 'plain 42' });
  });
});

describe('requestIdFrom', () => {
  it("keeps a load balancer's id and replaces anything that could forge log fields", () => {
    expect(requestIdFrom('1-67891233-abcdef0123456789')).toBe('1-67891233-abcdef0123456789');
    expect(requestIdFrom(['abc12345-first', 'second-12345'])).toBe('abc12345-first');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of [undefined, '', 'short', 'x"}\n{"level":"fatal', 'a'.repeat(200)])
      expect(requestIdFrom(bad)).toMatch(uuid);
  });
});
