/**
 * Bounds the password hashing running at once (issue #12, finding 1). scrypt runs on libuv's
 * thread pool (4 threads), which file serving (@fastify/static) and DNS share: left unbounded, a
 * flood of hashing requests queues every file read behind seconds of scrypt. The gate lets
 * `concurrency` hashes run, keeps at most `queue` waiting and refuses the rest, and serves logins
 * before registrations and password changes so a player can sign in during a flood.
 */
export class HashGateFull extends Error {}

export type HashPriority = 'login' | 'other';

export type HashGate = {
  /** Runs `work` when a slot is free; rejects with HashGateFull when the queue is full. */
  run<T>(priority: HashPriority, work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};

export function createHashGate(concurrency: number, queue: number): HashGate {
  let running = 0;
  const waiting: Record<HashPriority, (() => void)[]> = { login: [], other: [] };
  const size = () => waiting.login.length + waiting.other.length;

  const next = () => {
    const start = waiting.login.shift() ?? waiting.other.shift();
    if (start) start();
  };

  return {
    async run(priority, work) {
      if (running >= concurrency) {
        if (size() >= queue) throw new HashGateFull('too many password hashes waiting');
        await new Promise<void>((resolve) => waiting[priority].push(resolve));
      } else running++;
      // A slot handed over by `next` keeps `running` as it was.
      try {
        return await work();
      } finally {
        if (size() > 0) next();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return size();
    },
  };
}

/** No bound (tests of other things, tools). */
export const UNBOUNDED_GATE: HashGate = { run: (_priority, work) => work(), running: 0, waiting: 0 };
