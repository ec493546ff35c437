/**
 * The event log: append-only and immutable. A log value is a view [0, length) over a buffer that
 * is only ever pushed to, so appending costs O(batch) and every older value stays valid (appending
 * to an older value copies first). Memory stays bounded by compaction: when the tail outgrows its
 * capacity, the current projection becomes the log's snapshot and the tail restarts, so
 * `snapshot + tail` always folds to the current book.
 */
import type { Book, DomainEvent } from './model.ts';

export type EventLog = {
  /** The book with every event before `snapshotPosition` folded in. */
  readonly snapshot: Book;
  readonly snapshotPosition: number;
  /** Events since the snapshot: `buffer[0, length)`. */
  readonly length: number;
  readonly buffer: readonly DomainEvent[];
};

export type AppendOptions = {
  /** Most events kept in the tail before compaction. */
  readonly capacity: number;
  /** Freeze appended events (development builds and tests). */
  readonly freeze: boolean;
};

export function createLog(initial: Book): EventLog {
  return { snapshot: initial, snapshotPosition: 0, length: 0, buffer: [] };
}

/** Position of the next event appended; positions never repeat. */
export function nextPosition(log: EventLog): number {
  return log.snapshotPosition + log.length;
}

export function tailOf(log: EventLog): readonly DomainEvent[] {
  return log.buffer.length === log.length ? log.buffer : log.buffer.slice(0, log.length);
}

/**
 * Appends events; `current` is the book with them already folded in, and becomes the snapshot
 * when the tail would exceed its capacity.
 */
export function appendToLog(log: EventLog, events: readonly DomainEvent[], current: Book, options: AppendOptions): EventLog {
  if (events.length === 0) return log;
  if (log.length + events.length > options.capacity) {
    return { snapshot: current, snapshotPosition: nextPosition(log) + events.length, length: 0, buffer: [] };
  }
  const buffer = (log.buffer.length === log.length ? log.buffer : log.buffer.slice(0, log.length)) as DomainEvent[];
  for (const event of events) buffer.push(options.freeze ? deepFreeze(event) : event);
  return { snapshot: log.snapshot, snapshotPosition: log.snapshotPosition, length: log.length + events.length, buffer };
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}
