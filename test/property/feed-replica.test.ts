/**
 * A hub node of a cluster runs no simulator: it folds the producer's raw snapshot and raw steps
 * into a replica (server/feed/replica.ts), and every read the house makes of the feed must answer
 * there exactly what the producer's simulator answers, order of every list included.
 */
import fc from 'fast-check';
import { optionsArb, stepArb } from '../fixtures/simulator-arbitraries.ts';
import { describe, expect, test } from 'vitest';
import { STREAM_NAMES } from '../../schemas/protocol.ts';
import { createFeedReplica, rawSnapshotOf } from '../../server/feed/replica.ts';
import type { FeedReplica, RawTick } from '../../server/feed/replica.ts';
import { createFeedSimulator } from '../../server/feed/simulator/index.ts';
import type { FeedSimulator, SimulatorOptions } from '../../server/feed/simulator/index.ts';
import { seeded } from '../fixtures/fc-seed.ts';

/** Each run simulates minutes to hours of feed; generous so a busy CI machine does not flake. */
const SLOW = { timeout: 60_000 };

const START = Date.UTC(2025, 5, 1, 12, 0, 0);
/** Match ids start above 100,000 (simulator.ts), so this one is never issued. */
const NEVER_ISSUED = 1;


/** The producer's side (cluster/producer.ts): a simulator and its raw ticks, step 1 first (a snapshot before any is at step 0). */
function producer(options: Omit<SimulatorOptions, 'startTime'>) {
  const sim = createFeedSimulator({ ...options, startTime: START });
  let step = 0;
  return {
    sim,
    get step() {
      return step;
    },
    tick(dtMs: number): RawTick {
      const events = sim.step(dtMs);
      step += 1;
      return { step, now: sim.now, events };
    },
  };
}

/** Through JSON, as a hub node gets them off the bus: no object is shared with the producer's. */
const overWire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Every read the house makes, compared: the replica's must equal the simulator's. */
function expectSameReads(replica: FeedReplica, sim: FeedSimulator, seen: Set<number>): void {
  expect(replica.now).toBe(sim.now);
  for (const stream of STREAM_NAMES) {
    // JSON, so key order (byte-equal snapshots on the wire) is checked too.
    expect(JSON.stringify(replica.snapshot(stream)), stream).toBe(JSON.stringify(sim.snapshot(stream)));
    const mine = replica.view(stream);
    const theirs = sim.view(stream);
    expect(mine.sports).toEqual(theirs.sports);
    expect(mine.categories).toEqual(theirs.categories);
    expect(mine.tournaments).toEqual(theirs.tournaments);
    expect([...mine.matches.keys()]).toEqual([...theirs.matches.keys()]);
  }
  const held = [...sim.view('live').matches.keys(), ...sim.view('prematch').matches.keys()];
  for (const id of held) seen.add(id);
  const gone = [...seen].find((id) => !sim.match(id)) ?? NEVER_ISSUED;
  for (const id of [...held, gone]) {
    expect(replica.match(id), `match ${id}`).toEqual(sim.match(id));
    expect(JSON.stringify(replica.matchSnapshot(id)), `match ${id}`).toBe(JSON.stringify(sim.matchSnapshot(id)));
  }
  // match() and view() hand out the replica's own objects, not copies.
  for (const id of held) expect(replica.match(id)).toBe(replica.view(replica.view('live').matches.has(id) ? 'live' : 'prematch').matches.get(id));
}

function everySnapshot(replica: FeedReplica): string {
  return JSON.stringify([replica.step, replica.now, STREAM_NAMES.map((s) => replica.snapshot(s))]);
}

describe('feed replica (issue #20: a hub node’s reads equal the producer’s simulator)', () => {
  test('after a raw snapshot and each later step, every read equals the simulator’s', SLOW, () => {
    fc.assert(
      fc.property(
        optionsArb,
        fc.array(stepArb, { maxLength: 3 }),
        fc.array(stepArb, { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (options, before, after, wire) => {
          const p = producer(options);
          for (const dt of before) p.tick(dt);
          const send = <T>(value: T): T => (wire ? overWire(value) : value);
          const replica = createFeedReplica();
          const seen = new Set<number>();
          replica.reset(send(rawSnapshotOf(p.sim, p.step)));
          expect(replica.step).toBe(p.step);
          expectSameReads(replica, p.sim, seen);
          for (const dt of after) {
            expect(replica.apply(send(p.tick(dt)))).toBe(true);
            expect(replica.step).toBe(p.step);
            expectSameReads(replica, p.sim, seen);
          }
        },
      ),
      seeded('feed replica reads', 30),
    );
  });

  test('a tick that does not follow on is refused and changes nothing; a later snapshot recovers', SLOW, () => {
    fc.assert(
      fc.property(optionsArb, fc.array(stepArb, { minLength: 3, maxLength: 5 }), (options, [first, missed, next, ...rest]) => {
        const p = producer(options);
        const replica = createFeedReplica();
        expect(replica.step).toBe(-1);
        // Before any snapshot there is nothing to apply a step to.
        const early = p.tick(0);
        expect(replica.apply({ ...early, step: 0 })).toBe(false);
        expect(replica.apply(early)).toBe(false);
        expect(replica.step).toBe(-1);

        replica.reset(rawSnapshotOf(p.sim, p.step));
        const applied = p.tick(first!);
        expect(replica.apply(applied)).toBe(true);
        p.tick(missed!); // lost on the way
        const held = everySnapshot(replica);
        expect(replica.apply(p.tick(next!))).toBe(false);
        expect(replica.apply(applied)).toBe(false); // a step already applied, sent again
        expect(everySnapshot(replica)).toBe(held);

        const seen = new Set<number>();
        replica.reset(rawSnapshotOf(p.sim, p.step));
        expectSameReads(replica, p.sim, seen);
        for (const dt of rest) {
          expect(replica.apply(p.tick(dt))).toBe(true);
          expectSameReads(replica, p.sim, seen);
        }
      }),
      seeded('feed replica resync', 20),
    );
  });

  test('snapshot and matchSnapshot are copies the caller may change; the replica’s state stays', SLOW, () => {
    const p = producer({ seed: 7, liveMatches: 4, prematchMatches: 10, oddsChangesPerSecond: 20 });
    p.tick(60_000);
    const replica = createFeedReplica();
    replica.reset(rawSnapshotOf(p.sim, p.step));
    expect(replica.apply(p.tick(5_000))).toBe(true);
    const live = [...replica.view('live').matches.keys()];
    const played = live.find((id) => replica.matchSnapshot(id)?.snapshot.Matches[0]?.Play);
    expect(played).toBeDefined();

    const snapshot = replica.snapshot('live');
    snapshot.Matches[0]!.Name = 'changed';
    snapshot.Matches[0]!.Markets[0]!.Odds[0]!.Value = 999;
    snapshot.Sports.length = 0;
    const one = replica.matchSnapshot(played!)!.snapshot;
    one.Matches[0]!.Play!.Events.length = 0;
    one.Matches[0]!.Play!.Phase = 'ended';
    one.Matches[0]!.LiveInfo!.HomeScore = 99;
    expectSameReads(replica, p.sim, new Set());
  });
});
