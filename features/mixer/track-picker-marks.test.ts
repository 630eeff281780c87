import { describe, expect, it } from 'vitest';
import { pickerMarks } from './track-picker-marks';

describe('pickerMarks', () => {
  it('marks nothing beyond the list when the chosen and playing track are in view', () => {
    expect(pickerMarks('calm', 'still-water', 'still-water')).toEqual({
      selectedCategory: 'calm',
      playingCategory: 'calm',
      selectedElsewhere: null,
      playingElsewhere: null,
    });
  });

  it('names the chosen, still playing track and its category after the visitor opens another tab (#33)', () => {
    expect(pickerMarks('upbeat', 'still-water', 'still-water')).toEqual({
      selectedCategory: 'calm',
      playingCategory: 'calm',
      selectedElsewhere: { trackId: 'still-water', category: 'calm' },
      playingElsewhere: { trackId: 'still-water', category: 'calm' },
    });
  });

  it('keeps the chosen and the previewed track apart when they differ', () => {
    expect(pickerMarks('upbeat', 'clear-horizon', 'sunny-side')).toEqual({
      selectedCategory: 'corporate',
      playingCategory: 'upbeat',
      selectedElsewhere: { trackId: 'clear-horizon', category: 'corporate' },
      playingElsewhere: null,
    });
  });

  it('marks nothing for no track, and ignores an unknown id', () => {
    expect(pickerMarks('calm', null, null)).toEqual({
      selectedCategory: null,
      playingCategory: null,
      selectedElsewhere: null,
      playingElsewhere: null,
    });
    expect(pickerMarks('calm', 'gone', 'gone').selectedElsewhere).toBeNull();
  });
});
