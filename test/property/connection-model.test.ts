/**
 * Model-based test of the feed under faults: fc.commands drives a connection between an in-memory
 * house and the worker's engine through ticks, partial deliveries, lost messages, drops,
 * reconnects, house restarts and delays. Once the faults stop and the network heals, the worker's
 * state must equal the house's — for the live feed and for a match topic it follows alongside
 * (as a betslip selection makes it), which may end when its match does.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { FeedMessage } from '../../schemas/feed.ts';
import { createFeedEngine, GAP_WAIT_MS, RESYNC_RETRY_MS, type FeedEngine } from '../../workers/feed/engine.ts';
import { passiveSocket, SubscriptionRefused, type FeedSocketHandlers } from '../../workers/feed/socket.ts';
import { matchTopic, type FeedTopic } from '../../schemas/protocol.ts';
import { TopicRefused } from '../../server/feed/streams.ts';
import { normaliseMessage } from '../../workers/feed/normalise/wire-to-domain.ts';
import { emptyBook, foldEvents } from '../../workers/feed/projections/book.ts';
import { comparableLive, comparableTopic, createHouseFeed, type HouseFeed } from '../fixtures/house-feed.ts';
import { T0 } from '../fixtures/wire.ts';

beforeEach(() => vi.useFakeTimers({ now: T0 }));
afterEach(() => vi.useRealTimers());

type World = {
  house: HouseFeed;
  engine: FeedEngine;
  handlers: FeedSocketHandlers;
  connected: boolean;
  subscribed: boolean;
  /** Messages on the wire towards the worker, in order. */
  wire: FeedMessage[];
  restarts: number;
  /** The match topic the worker follows besides the live feed. */
  matchTopic: FeedTopic;
};

type Model = { connected: boolean };
type Cmd = fc.Command<Model, World>;

function send(world: World, messages: readonly FeedMessage[]): void {
  if (world.connected && world.subscribed) world.wire.push(...messages.filter((m) => m.stream === 'live' || m.stream === world.matchTopic));
}

function publish(world: World): void {
  send(world, world.house.drain());
}

const cmd = (name: string, check: (m: Readonly<Model>) => boolean, run: (m: Model, w: World) => void): Cmd => ({
  check,
  run,
  toString: () => name,
});

const tick = (n: number) => cmd(`tick(${n})`, () => true, (_m, w) => {
  for (let i = 0; i < n; i++) w.house.streams.advance(100);
  publish(w);
});
const heartbeat = cmd('heartbeat', () => true, (_m, w) => {
  w.house.streams.heartbeat();
  publish(w);
});
const deliver = (k: number) => cmd(`deliver(${k})`, () => true, (_m, w) => {
  for (const m of w.wire.splice(0, k)) w.handlers.onMessage(m);
});
const lose = (i: number) => cmd(`lose(${i})`, () => true, (_m, w) => {
  if (w.wire.length > 0) w.wire.splice(i % w.wire.length, 1);
});
const wait = (ms: number) => cmd(`wait(${ms})`, () => true, () => {
  vi.advanceTimersByTime(ms);
});
const drop = cmd('drop', (m) => m.connected, (m, w) => {
  m.connected = w.connected = w.subscribed = false;
  w.wire.length = 0;
  w.handlers.onState('disconnected');
});
const reconnect = cmd('reconnect', (m) => !m.connected, (m, w) => {
  m.connected = w.connected = true;
  w.handlers.onState('started');
});
const restartHouse = cmd('restartHouse', () => true, (m, w) => {
  m.connected = w.connected = w.subscribed = false;
  w.wire.length = 0;
  w.handlers.onState('disconnected');
  w.house.restart(`house-restart-${++w.restarts}`);
});

const commands = [
  fc.integer({ min: 1, max: 5 }).map(tick),
  fc.constant(heartbeat),
  fc.integer({ min: 1, max: 8 }).map(deliver),
  fc.nat(20).map(lose),
  fc.constantFrom(100, GAP_WAIT_MS + 10, RESYNC_RETRY_MS + 10).map(wait),
  fc.constant(drop),
  fc.constant(reconnect),
  fc.constant(restartHouse),
];

function setup(seed: number): World {
  const world = { house: createHouseFeed(seed, `house-${seed}`, 4, 60), connected: true, subscribed: false, wire: [], restarts: 0 } as unknown as World;
  world.engine = createFeedEngine({
    socket: {
      start: (h) => void (world.handlers = h),
      async subscribe(stream, lastSeq, epoch) {
        if (!world.connected) throw new Error('not connected');
        world.subscribed = true;
        try {
          send(world, world.house.streams.resync(stream as FeedTopic, lastSeq, epoch));
        } catch (error) {
          if (error instanceof TopicRefused) throw new SubscriptionRefused({ code: "topic-refused", topic: stream, message: error.message });
          throw error;
        }
      },
      unsubscribe: async () => undefined,
      reconnect: () => undefined,
      stop: async () => undefined,
    },
    scheduleFlush: () => undefined,
  });
  const first = world.house.snapshot('live').snapshot.Matches[0]!;
  world.matchTopic = matchTopic(first.ID);
  world.engine.start();
  world.engine.followTopic(world.matchTopic);
  world.handlers.onState('started');
  return world;
}

/** The faults stop: the connection comes back and every message arrives, with time to resync. */
function heal(world: World): void {
  if (!world.connected) reconnect.run({ connected: false }, world);
  for (let round = 0; round < 4; round++) {
    deliver(Number.MAX_SAFE_INTEGER).run({ connected: true }, world);
    heartbeat.run({ connected: true }, world);
    deliver(Number.MAX_SAFE_INTEGER).run({ connected: true }, world);
    vi.advanceTimersByTime(RESYNC_RETRY_MS + 10);
  }
  heartbeat.run({ connected: true }, world);
  deliver(Number.MAX_SAFE_INTEGER).run({ connected: true }, world);
}

describe('connection model', () => {
  test('after any sequence of drops, losses, reconnects, house restarts and delays, the worker converges to the house', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 3 }), fc.commands(commands, { maxCommands: 25 }), async (seed, cmds) => {
        const world = setup(seed);
        try {
          fc.modelRun(() => ({ model: { connected: true }, real: world }), cmds);
          heal(world);
          const { book, sync } = world.engine.inspect();
          const live = sync.get('live')!;
          expect(live.epoch).toBe(world.house.streams.epoch);
          expect(live.seq).toBe(world.house.streams.seq('live'));
          // The worker also follows one match topic: that match carries every market, where the live feed has its preview ones.
          const followed = foldEvents(replayOf(world.house), normaliseMessage(world.house.streams.snapshotMessage(world.matchTopic)));
          expect(comparableLive(book)).toEqual(comparableLive(followed));
          expect(world.engine.inspect().status('live')).toBe('live');
          const topic = world.matchTopic;
          const house = world.house.streams;
          const matchId = Number(topic.split('/')[1]);
          if (house.snapshotMessage('live').snapshot.Matches.some((m) => m.ID === matchId)) {
            expect(sync.get(topic)).toMatchObject({ epoch: house.snapshotMessage(topic).epoch, seq: house.seq(topic) });
            const alone = foldEvents(emptyBook(), normaliseMessage(house.snapshotMessage(topic)));
            expect(comparableTopic(book, topic)).toEqual(comparableTopic(alone, topic));
            expect(world.engine.inspect().status(topic)).toBe('live');
          } else {
            // The match ended: the worker holds nothing of it under its topic any more.
            expect(comparableTopic(book, topic)).toEqual([]);
          }
        } finally {
          // Failed runs too; awaiting also drains this run's microtasks (subscribe replies), which
          // would otherwise keep every run's world in memory until the whole property ends.
          await world.engine.stop();
        }
      }),
      { numRuns: Number(process.env.MODEL_RUNS ?? 120) },
    );
  }, 300_000);
});

/** What a fresh client folding the house's current snapshot holds. */
function replayOf(house: HouseFeed) {
  let handlers!: FeedSocketHandlers;
  const engine = createFeedEngine({ socket: passiveSocket((h) => void (handlers = h)), scheduleFlush: () => undefined });
  engine.start();
  handlers.onState('started');
  handlers.onMessage(house.snapshot('live'));
  const { book } = engine.inspect();
  void engine.stop();
  return book;
}
