import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { clockLabel, clockSecondsAt, formatClock, type ClockState } from '../../domain/clock.ts';

const running = (over: Partial<ClockState> = {}): ClockState => ({ running: true, countdown: false, seconds: 0, since: 1_000_000, minute: 0, ...over });

describe('live-score clock', () => {
  test('[STA-47] a running clock counts up one second per second', () => {
    const clock = running({ seconds: 600 });
    expect(clockSecondsAt(clock, clock.since)).toBe(600);
    expect(clockSecondsAt(clock, clock.since + 1000)).toBe(601);
    expect(clockSecondsAt(clock, clock.since + 61_999)).toBe(661);
  });

  test('[STA-47] a countdown clock counts down and stops at zero', () => {
    const clock = running({ countdown: true, seconds: 5 });
    expect(clockSecondsAt(clock, clock.since + 2000)).toBe(3);
    expect(clockSecondsAt(clock, clock.since + 60_000)).toBe(0);
  });

  test('[STA-47] the reading moves by exactly the whole seconds elapsed', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(3_600_000), fc.boolean(), (seconds, elapsedMs, countdown) => {
        const clock = running({ seconds, countdown });
        const shown = clockSecondsAt(clock, clock.since + elapsedMs);
        const expected = countdown ? Math.max(0, seconds - Math.floor(elapsedMs / 1000)) : seconds + Math.floor(elapsedMs / 1000);
        expect(shown).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  test('[STA-48] shows MM:SS, or minutes with " min" when the seconds are 0', () => {
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(754)).toBe('12:34');
    expect(formatClock(2700)).toBe('45 min');
    expect(formatClock(0)).toBe('0 min');
    expect(formatClock(5999)).toBe('99:59');
  });

  test('[STA-48] the clock is shown only for sports on the supported list', () => {
    const clock = running({ seconds: 65 });
    expect(clockLabel(clock, 'soccer', clock.since)).toBe('01:05');
    expect(clockLabel(clock, 'basketball', clock.since)).toBe('01:05');
    expect(clockLabel(clock, 'tennis', clock.since)).toBeNull();
    expect(clockLabel(clock, 'esports', clock.since)).toBeNull();
  });

  test('[STA-49] a stopped clock shows the server minute', () => {
    const clock: ClockState = { running: false, countdown: false, seconds: 2712, since: 0, minute: 45 };
    expect(clockLabel(clock, 'soccer', 99_999_999)).toBe('45 min');
    expect(clockLabel(clock, 'soccer', 0, ' Min.')).toBe('45 Min.');
  });
});
