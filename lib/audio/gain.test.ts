import { describe, expect, it } from 'vitest';
import { applyGain, dbToGain, gainToDb, peakAbs, rmsDb } from './gain';
import { sine } from './test-signals';

describe('gain', () => {
  it('converts dB and linear gain both ways', () => {
    expect(dbToGain(0)).toBe(1);
    expect(dbToGain(-6.0206)).toBeCloseTo(0.5, 4);
    expect(dbToGain(20)).toBeCloseTo(10, 10);
    expect(dbToGain(-Infinity)).toBe(0);
    expect(gainToDb(0.1)).toBeCloseTo(-20, 10);
    expect(gainToDb(0)).toBe(-Infinity);
    for (const db of [-40, -12.5, 0, 3, 6]) expect(gainToDb(dbToGain(db))).toBeCloseTo(db, 9);
  });

  it('changes a sine’s level by exactly the gain', () => {
    const x = sine(1000, 48000, 1, 0.5);
    const before = rmsDb(x);
    for (const db of [-18, -6, 0, 4.5]) {
      const y = applyGain(x, db);
      expect(rmsDb(y) - before).toBeCloseTo(db, 4);
      expect(peakAbs(y)).toBeCloseTo(peakAbs(x) * dbToGain(db), 5);
    }
    // A full-scale sine's RMS is −3.01 dBFS.
    expect(rmsDb(sine(1000, 48000, 1, 1))).toBeCloseTo(-3.0103, 3);
  });
});
