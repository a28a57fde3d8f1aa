import { describe, expect, it } from 'vitest';
import { niceTicks, smoothPath } from './frame';
import { merge } from './merge';

describe('niceTicks', () => {
  it('steps in round numbers and covers the range, negatives included', () => {
    expect(niceTicks(-180, 284, 4)).toEqual([-200, 0, 200, 400]);
    expect(niceTicks(0, 90)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0, 1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('an empty range still gives an axis', () => {
    expect(niceTicks(0, 0).length).toBeGreaterThan(1);
  });
});

describe('smoothPath', () => {
  it('starts at the first point and ends at the last', () => {
    const d = smoothPath([
      [0, 10],
      [5, 0],
      [10, 10],
    ]);
    expect(d.startsWith('M0,10')).toBe(true);
    expect(d.endsWith(' 10,10')).toBe(true);
    expect(d.match(/C/g)).toHaveLength(2);
  });

  it('draws nothing without points', () => {
    expect(smoothPath([])).toBe('');
  });
});

describe('merge', () => {
  it('lays options over the theme key by key, arrays replaced', () => {
    const theme = { plugins: { legend: { rtl: true, labels: { color: 'grey' } } }, colors: ['a', 'b'] };
    expect(merge(theme, { plugins: { legend: { position: 'bottom' } }, colors: ['c'] })).toEqual({
      plugins: { legend: { rtl: true, labels: { color: 'grey' }, position: 'bottom' } },
      colors: ['c'],
    });
    expect(theme.plugins.legend).not.toHaveProperty('position');
  });
});
