/**
 * A view's outline: a snapshot of a valtio proxy without some of its parts, made again only when a
 * part it keeps changes (feed-bridge.ts, useFeedWithout). A whole view's snapshot walks and copies
 * every part at each change; the live overview's outline leaves out its three hundred rows, which
 * change ten times a second and which each row reads on its own. One outline per view and parts is
 * shared by every component that reads it.
 */
import { getVersion, snapshot, subscribe } from 'valtio';

export type ViewOutline = {
  /** Calls `changed` after a change to a part the outline keeps (or to which parts the view has); returns the unsubscribe. */
  readonly subscribe: (changed: () => void) => () => void;
  /** The outline now: the same object until a part it keeps changes. */
  readonly snapshot: () => Readonly<Record<string, unknown>>;
};

const outlines = new WeakMap<object, Map<string, ViewOutline>>();

export function viewOutline(state: object, without: readonly string[]): ViewOutline {
  const key = without.join();
  let byParts = outlines.get(state);
  if (!byParts) outlines.set(state, (byParts = new Map()));
  let outline = byParts.get(key);
  if (!outline) byParts.set(key, (outline = createOutline(state as Record<string, unknown>, new Set(without))));
  return outline;
}

function createOutline(view: Record<string, unknown>, without: ReadonlySet<string>): ViewOutline {
  const listeners = new Set<() => void>();
  let stop: (() => void) | null = null;
  let made: Record<string, unknown> | null = null;
  // What the kept parts were when the outline was made: a value, or a part's valtio version.
  let madeFrom: unknown[] = [];
  const kept = () => Object.keys(view).filter((part) => !without.has(part));
  const stamp = () => kept().flatMap((part) => [part, versionOf(view[part])]);
  const stale = () => {
    const now = stamp();
    return now.length !== madeFrom.length || now.some((value, i) => value !== madeFrom[i]);
  };
  const check = () => {
    if (!stale()) return;
    made = null;
    for (const listener of listeners) listener();
  };
  return {
    subscribe: (changed) => {
      listeners.add(changed);
      if (!stop) {
        stop = subscribe(view, check);
        // Made before anyone listened (a first render): the view may have changed since, unseen.
        if (made && stale()) made = null;
      }
      return () => {
        listeners.delete(changed);
        if (listeners.size > 0 || !stop) return;
        stop();
        stop = null;
        made = null;
      };
    },
    snapshot: () => {
      if (made) return made;
      madeFrom = stamp();
      made = {};
      for (const part of kept()) {
        const value = view[part];
        made[part] = isObject(value) ? snapshot(value) : value;
      }
      return made;
    },
  };
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** A part's valtio version (it moves with any change inside it), or the value itself. */
const versionOf = (value: unknown): unknown => (isObject(value) ? (getVersion(value) ?? value) : value);
