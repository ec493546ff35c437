import { describe, expect, test } from 'vitest';
import { sparklinePath } from '../../src/features/price-history/sparkline-path.ts';

describe('odds history chart geometry', () => {
  test('a step line from the first point to now, the high at the top and the low at the bottom', () => {
    const line = sparklinePath(
      [
        [0, 2],
        [50, 3],
        [100, 1],
      ],
      200,
      208,
      108,
    );
    // x: 4 + at/200·200; y: 4 + (3 − price)/2·100.
    expect(line).toEqual({ path: 'M4,54H54V4H104V104H204', lastX: 204, lastY: 104 });
  });

  test('a price that never moved sits in the middle; no points draw nothing', () => {
    expect(sparklinePath([[10, 1.5]], 10, 108, 60)?.path).toBe('M4,30H104');
    expect(sparklinePath([], 0, 100, 50)).toBeNull();
  });
});
