import { describe, expect, it } from 'vitest';
import { warmTts } from './startup';
import { createTestService } from './testing/test-service';
import { createToneEngine } from './testing/tone-engine';

describe('warmTts', () => {
  it("starts the service's workers and never throws", async () => {
    let warmed = 0;
    const service = { ...createTestService([createToneEngine()]), warm: () => void warmed++ };
    warmTts(service);
    expect(warmed).toBe(1);
    const broken = {
      ...service,
      warm: () => {
        throw new Error('no workers');
      },
    };
    expect(() => warmTts(broken)).not.toThrow();
    // The deferred text warm-up runs without error.
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
});
