import { describe, expect, test } from 'vitest';
import { appendToLog, createLog, nextPosition, tailOf } from '../../workers/feed/log.ts';
import type { DomainEvent } from '../../workers/feed/model.ts';
import { emptyBook, foldEvents } from '../../workers/feed/projections/book.ts';

const advanced = (seq: number): DomainEvent => ({ type: 'stream-advanced', stream: 'live', seq, houseTime: seq });

describe('event log', () => {
  test('older log values stay valid after later appends', () => {
    const book = emptyBook();
    const a = appendToLog(createLog(book), [advanced(1)], book, { capacity: 10, freeze: false });
    const b = appendToLog(a, [advanced(2)], book, { capacity: 10, freeze: false });
    const c = appendToLog(a, [advanced(3)], book, { capacity: 10, freeze: false });
    expect(tailOf(a).map((e) => e.type === 'stream-advanced' && e.seq)).toEqual([1]);
    expect(tailOf(b).map((e) => e.type === 'stream-advanced' && e.seq)).toEqual([1, 2]);
    expect(tailOf(c).map((e) => e.type === 'stream-advanced' && e.seq)).toEqual([1, 3]);
  });

  test('compaction keeps memory bounded and snapshot + tail folds to the current book', () => {
    let book = emptyBook();
    let log = createLog(book);
    for (let seq = 1; seq <= 1000; seq++) {
      const events = [advanced(seq)];
      book = foldEvents(book, events);
      log = appendToLog(log, events, book, { capacity: 64, freeze: false });
      expect(log.length).toBeLessThanOrEqual(64);
      expect(foldEvents(log.snapshot, tailOf(log))).toEqual(book);
    }
    expect(nextPosition(log)).toBe(1000);
  });
});
