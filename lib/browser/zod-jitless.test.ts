import { config } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import { disableZodJit } from './zod-jitless';

describe('disableZodJit', () => {
  it('switches off the zod JIT through the global config zod itself reads', () => {
    config({ jitless: false });
    disableZodJit();
    // Fails if a zod upgrade moves its global config: the CSP probe would come back.
    expect(config().jitless).toBe(true);
  });
});
