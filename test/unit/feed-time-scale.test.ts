import { afterEach, describe, expect, test, vi } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { runFeedClock, type FeedStreams } from '../../server/feed/streams.ts';

function recordingStreams(): { streams: FeedStreams; advanced: number[] } {
  const advanced: number[] = [];
  const streams = { advance: (dt: number) => void advanced.push(dt), heartbeat: () => undefined } as unknown as FeedStreams;
  return { streams, advanced };
}

describe('FEED_TIME_SCALE', () => {
  afterEach(() => void vi.useRealTimers());

  test('reads the scale from the environment, 1 by default, and refuses nonsense naming the variable', () => {
    expect(loadConfig({}, []).feed.timeScale).toBe(1);
    expect(loadConfig({ FEED_TIME_SCALE: '60' }, []).feed.timeScale).toBe(60);
    expect(() => loadConfig({ FEED_TIME_SCALE: '0' }, [])).toThrow(/FEED_TIME_SCALE/);
    expect(() => loadConfig({ FEED_TIME_SCALE: 'fast' }, [])).toThrow(/FEED_TIME_SCALE/);
  });

  test('the feed clock advances the simulation by real time × scale', () => {
    vi.useFakeTimers();
    let now = 1_000_000;
    const { streams, advanced } = recordingStreams();
    const clock = runFeedClock(streams, 50, { now: () => now, timeScale: 60 });
    for (let i = 0; i < 20; i++) {
      now += 50;
      vi.advanceTimersByTime(50);
    }
    clock.stop();
    expect(advanced.reduce((a, b) => a + b, 0)).toBe(60_000);
    expect(advanced.every((dt) => dt === 3000)).toBe(true);
  });
});
