import { describe, expect, it } from 'vitest';
import { downloadResponse, parseByteRange } from './downloads';

const file = {
  name: 'greeting.mp3',
  mime: 'audio/mpeg',
  bytes: Uint8Array.from({ length: 100 }, (_, i) => i),
};

describe('parseByteRange', () => {
  it('reads open, closed and suffix ranges, clamped to the file', () => {
    expect(parseByteRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(parseByteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
  });
  it('serves the whole file for no range or one it does not serve, and refuses what lies outside', () => {
    expect(parseByteRange(null, 100)).toBeNull();
    expect(parseByteRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseByteRange('items=0-1', 100)).toBeNull();
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=20-10', 100)).toBe('unsatisfiable');
  });
});

describe('downloadResponse', () => {
  it('answers a player’s first request (bytes=0-) with a 206 that names the total size', async () => {
    const response = downloadResponse(file, 'inline', 'bytes=0-');
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe('bytes 0-99/100');
    expect(response.headers.get('Accept-Ranges')).toBe('bytes');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(file.bytes);
  });
  it('sends the part asked for, the whole file without a range, and 416 past the end', async () => {
    const part = downloadResponse(file, 'inline', 'bytes=10-12');
    expect(part.status).toBe(206);
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([10, 11, 12]);
    const whole = downloadResponse(file, 'attachment');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Length')).toBe('100');
    expect(whole.headers.get('Content-Disposition')).toMatch(/^attachment;/);
    const past = downloadResponse(file, 'inline', 'bytes=200-');
    expect(past.status).toBe(416);
    expect(past.headers.get('Content-Range')).toBe('bytes */100');
  });
});
