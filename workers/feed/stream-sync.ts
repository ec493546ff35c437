/**
 * Per-stream ordering and resync decisions, pure. Messages arrive possibly duplicated, out of order,
 * from a house that restarted (new epoch) or with some lost; this decides which to apply now, which
 * to hold until the gap fills, and when the stream must be resynced from the house.
 */

/** What ordering needs of a topic message (sports and cashout topics share the envelope). */
export type SyncMessage = { readonly type: 'snapshot' | 'events' | 'heartbeat'; readonly epoch: string; readonly seq: number };

export type StreamSync<M extends SyncMessage = SyncMessage> = {
  /** The house run the applied data came from; null before any. */
  readonly epoch: string | null;
  /** Last applied sequence; -1 before any. */
  readonly seq: number;
  /** Events that arrived ahead of a gap, by sequence. */
  readonly pending: ReadonlyMap<number, M>;
  /** A resync was requested and has not completed. */
  readonly resyncing: boolean;
  /** Local time the stream was last heard from (any message), epoch ms. */
  readonly heardAt: number;
};

export type SyncDecision<M extends SyncMessage = SyncMessage> = {
  readonly state: StreamSync<M>;
  /** Messages to apply now, in order. */
  readonly apply: readonly M[];
  /** Ask the house for what is missing. */
  readonly resync: boolean;
};

/** Held messages beyond which waiting for a gap to fill is pointless. */
export const MAX_PENDING = 64;

export function initialSync<M extends SyncMessage>(epoch: string | null = null, seq = -1): StreamSync<M> {
  return { epoch, seq, pending: new Map(), resyncing: false, heardAt: 0 };
}

/** Applies whatever pending messages now follow on from `seq`. */
function drain<M extends SyncMessage>(state: StreamSync<M>, apply: M[]): StreamSync<M> {
  let { seq } = state;
  const pending = new Map(state.pending);
  for (const held of [...pending.keys()].sort((a, b) => a - b)) {
    if (held <= seq) pending.delete(held);
    else if (held === seq + 1) {
      apply.push(pending.get(held)!);
      pending.delete(held);
      seq = held;
    } else break;
  }
  const caughtUp = pending.size === 0;
  return { ...state, seq, pending, resyncing: state.resyncing && !caughtUp };
}

/**
 * Held messages are kept (the house's answer may only fill the gap before them) unless they are
 * useless (another epoch) or too many.
 */
function requestResync<M extends SyncMessage>(state: StreamSync<M>, heardAt: number, keepPending: boolean): SyncDecision<M> {
  const pending = keepPending ? state.pending : new Map<number, M>();
  return { state: { ...state, pending, resyncing: true, heardAt }, apply: [], resync: !state.resyncing };
}

export function receive<M extends SyncMessage>(state: StreamSync<M>, message: M, now: number): SyncDecision<M> {
  if (message.type === 'snapshot') {
    const apply: M[] = [message];
    // Held messages of another house run can never follow on from this snapshot.
    const pending = message.epoch === state.epoch ? state.pending : new Map<number, M>();
    const next = drain({ ...state, epoch: message.epoch, seq: message.seq, pending, resyncing: false, heardAt: now }, apply);
    return { state: next, apply, resync: false };
  }
  const sameEpoch = message.epoch === state.epoch;
  if (!sameEpoch) {
    // Either a house restart, or (nothing applied yet) our snapshot went missing: ask again —
    // unless a request is already in flight, which the engine retries if it stays unanswered.
    return requestResync(state, now, false);
  }
  if (message.type === 'heartbeat') {
    const heard = { ...state, heardAt: now };
    if (message.seq === state.seq && state.pending.size === 0) return { state: { ...heard, resyncing: false }, apply: [], resync: false };
    if (message.seq > state.seq && !state.pending.has(state.seq + 1)) return requestResync(heard, now, true);
    return { state: heard, apply: [], resync: false };
  }
  if (message.seq <= state.seq) return { state: { ...state, heardAt: now }, apply: [], resync: false };
  if (message.seq === state.seq + 1) {
    const apply: M[] = [message];
    return { state: drain({ ...state, seq: message.seq, heardAt: now }, apply), apply, resync: false };
  }
  const pending = new Map(state.pending).set(message.seq, message);
  if (pending.size > MAX_PENDING) return requestResync(state, now, false);
  return { state: { ...state, pending, heardAt: now }, apply: [], resync: false };
}

/** A subscription (a sync request) has been sent for this stream. */
export function syncRequested<M extends SyncMessage>(state: StreamSync<M>): StreamSync<M> {
  return { ...state, resyncing: true };
}

export function gapTimedOut<M extends SyncMessage>(state: StreamSync<M>, now: number): SyncDecision<M> {
  if (state.pending.size === 0) return { state, apply: [], resync: false };
  return requestResync(state, now, true);
}
