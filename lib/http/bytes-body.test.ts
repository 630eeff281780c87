import { describe, expect, it } from 'vitest';
import { bytesBody } from './bytes-body';

describe('bytesBody', () => {
  it('streams exactly the given bytes, without copying them', async () => {
    const bytes = new Uint8Array([1, 2, 3, 250]);
    const reader = bytesBody(bytes).getReader();
    const first = await reader.read();
    expect(first.value).toBe(bytes);
    expect((await reader.read()).done).toBe(true);
  });

  it('reads back through a Response like any body, empty included', async () => {
    const response = new Response(bytesBody(new Uint8Array([7, 8, 9])));
    expect(Array.from(new Uint8Array(await response.arrayBuffer()))).toEqual([7, 8, 9]);
    expect((await new Response(bytesBody(new Uint8Array(0))).arrayBuffer()).byteLength).toBe(0);
  });
});
