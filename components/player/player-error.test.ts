import { describe, expect, it } from 'vitest';
import { playerErrorFromResponse } from './player-error';

const answer = (status: number, code: string, headers: Record<string, string> = {}) =>
  Response.json({ error: { code, message: 'x' } }, { status, headers });

describe('playerErrorFromResponse', () => {
  it('tells a used-up cloud voice budget apart from a busy engine (both are 503)', async () => {
    const quota = await playerErrorFromResponse(answer(503, 'voice-quota', { 'Retry-After': '3600' }));
    expect(quota.code).toBe('voice-quota');
    expect(quota.retryAfterSeconds).toBe(3600);
    expect((await playerErrorFromResponse(answer(503, 'engine-unavailable'))).code).toBe('unavailable');
  });
});
