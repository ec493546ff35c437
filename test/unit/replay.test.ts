import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'safe-stable-stringify';
import { describe, expect, test } from 'vitest';
import { parseRecording, replay } from '../../workers/feed/replay.ts';

const feeds = path.resolve(import.meta.dirname, '../fixtures/feeds');
const load = (name: string) => parseRecording(readFileSync(path.join(feeds, name), 'utf8'));
const canonical = (name: string) => {
  const r = replay(load(name));
  return stringify({ book: r.book, liveOverview: r.liveOverview });
};
const lastSeq = (name: string) =>
  Math.max(...load(name).flatMap((l) => (l.t === 'message' ? [(l.message as { seq: number }).seq] : [])));

describe('recorded feeds', () => {
  test('`npm run replay` prints identical bytes for two replays of one file', () => {
    const run = () => execFileSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', path.join(feeds, 'reconnect.jsonl')], { encoding: 'utf8' });
    const first = run();
    expect(first).toContain('"liveOverview"');
    expect(run()).toBe(first);
  });

  test.each(['duplicates.jsonl', 'reordered.jsonl'])('%s replays to exactly the clean recording’s state', (name) => {
    expect(canonical(name)).toBe(canonical('clean.jsonl'));
    expect(replay(load(name)).streams.live).toMatchObject({ seq: lastSeq('clean.jsonl'), held: 0 });
  });

  test('a lost message stops the stream before the gap and leaves it waiting for a resync', () => {
    const result = replay(load('gap.jsonl'));
    expect(result.streams.live!.seq).toBeLessThan(lastSeq('gap.jsonl'));
    expect(result.streams.live!.held).toBeGreaterThan(0);
    expect(result.streams.live!.resyncing).toBe(true);
    expect(result.liveOverview.status).not.toBe('live');
  });

  test('a recording with a drop and reconnect ends current, with nothing refused', () => {
    const result = replay(load('reconnect.jsonl'));
    expect(result.invalidMessages).toBe(0);
    expect(result.streams.live).toMatchObject({ seq: lastSeq('reconnect.jsonl'), resyncing: false, held: 0 });
    expect(result.liveOverview.matchCount).toBeGreaterThan(0);
  });

  test('[API-57] a recording of a sport topic and a match topic replays with both followed, the match held by both', () => {
    const result = replay(load('topics.jsonl'));
    expect(result.invalidMessages).toBe(0);
    expect(result.streams['live/sport/1']).toMatchObject({ resyncing: false, held: 0 });
    expect(result.streams['match/100602']).toMatchObject({ resyncing: false, held: 0 });
    expect(result.book.streams['match/100602']?.matchIds).toEqual({ 100602: true });
    expect(result.book.streams['live/sport/1']?.matchIds[100602]).toBe(true);
    // Every match the sport topic holds is of that sport.
    for (const id of Object.keys(result.book.streams['live/sport/1']!.matchIds)) expect(result.book.matches[Number(id)]?.sportId).toBe(1);
  });

  test('a malformed recording line is reported with its line number and field', () => {
    expect(() => parseRecording('{"t":"message","at":1,"message":{}}\n{"t":"state","at":1,"state":"up"}')).toThrow(/line 2: state/);
    expect(() => parseRecording('nope')).toThrow(/line 1: not JSON/);
  });
});
