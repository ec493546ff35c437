import fc from 'fast-check';
import { setAutoFreeze } from 'immer';
import { describe, expect, test } from 'vitest';
import { STREAM_NAMES } from '../../schemas/protocol.ts';
import type { Book, DomainEvent } from '../../workers/feed/model.ts';
import { emptyBook, foldEvent, foldEvents } from '../../workers/feed/projections/book.ts';
import { domainEvent } from '../fixtures/domain-events.ts';

const oneByOne = (events: readonly DomainEvent[]): Book => events.reduce(foldEvent, emptyBook());

describe('book projection', () => {
  test('folding event by event equals folding the whole log at once', () => {
    fc.assert(
      fc.property(fc.array(domainEvent, { maxLength: 60 }), (events) => {
        expect(foldEvents(emptyBook(), events)).toEqual(oneByOne(events));
      }),
      { numRuns: 1000 },
    );
  });

  test('incremental folding over arbitrary batch cuts equals rebuilding from the whole log', () => {
    fc.assert(
      fc.property(fc.array(domainEvent, { maxLength: 60 }), fc.array(fc.nat(60), { maxLength: 8 }), (events, cuts) => {
        const bounds = [...new Set([0, ...cuts.map((c) => c % (events.length + 1)), events.length])].sort((a, b) => a - b);
        let book = emptyBook();
        for (let i = 1; i < bounds.length; i++) book = foldEvents(book, events.slice(bounds[i - 1], bounds[i]));
        expect(book).toEqual(foldEvents(emptyBook(), events));
      }),
      { numRuns: 1000 },
    );
  });

  test('folding never writes into the events it folds (immer auto-freeze off, as in production)', () => {
    setAutoFreeze(false);
    try {
      fc.assert(
        fc.property(fc.array(domainEvent, { maxLength: 60 }), (events) => {
          const before = JSON.stringify(events);
          foldEvents(emptyBook(), events);
          expect(JSON.stringify(events)).toBe(before);
        }),
        { numRuns: 1000 },
      );
    } finally {
      setAutoFreeze(true);
    }
  });

  test('a match stays in the book while any stream lists it', () => {
    fc.assert(
      fc.property(fc.array(domainEvent, { maxLength: 60 }), (events) => {
        const book = foldEvents(emptyBook(), events);
        const listed = new Set(STREAM_NAMES.flatMap((s) => Object.keys(book.streams[s].matchIds)));
        expect(new Set(Object.keys(book.matches))).toEqual(listed);
      }),
      { numRuns: 1000 },
    );
  });
});
