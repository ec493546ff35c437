/**
 * A small fixed-window limiter kept in memory, keyed by whatever the caller chooses (IP, or IP plus
 * user name for logins). One house process; a cluster would move this to the database or Redis.
 */
export type RateLimiter = {
  /** Counts one hit; returns the seconds to wait when the key is over its limit, else 0. */
  hit(key: string): number;
  reset(key: string): void;
};

export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    hit(key) {
      const t = now();
      if (t - lastSweep > windowMs) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
        lastSweep = t;
      }
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      w.count++;
      return w.count > limit ? Math.max(1, Math.ceil((w.start + windowMs - t) / 1000)) : 0;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
