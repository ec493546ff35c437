/**
 * How a live table's state follows its events (issue #19), pure. The house folds the events it
 * publishes into the state its snapshots carry, and the feed worker folds the same events: one
 * fold, both sides. Apart from live-table.ts so the worker's table code carries no game engine.
 */
import { TABLE_HISTORY, type LiveTableGame, type TableEvent, type TableRound, type TableState } from '../../schemas/live-casino.ts';

/** A table before its first round has opened (the house folds its first `opened` into it). */
export function tableAt(key: string, game: LiveTableGame, history: readonly TableRound[] = []): TableState {
  return { Key: key, Game: game, RoundNo: 1, Phase: 'result', SeedHash: '0'.repeat(64), PhaseEndsAt: 0, History: history.slice(0, TABLE_HISTORY) };
}

/** The table after one event. An event of another round than the one in play changes nothing but an `opened`. */
export function foldTable(state: TableState, event: TableEvent): TableState {
  switch (event.type) {
    case 'opened':
      return { ...state, RoundNo: event.RoundNo, Phase: 'betting', SeedHash: event.SeedHash, PhaseEndsAt: event.ClosesAt };
    case 'closed':
      return event.RoundNo === state.RoundNo ? { ...state, Phase: 'closed', PhaseEndsAt: event.ResultAt } : state;
    case 'result': {
      if (event.RoundNo !== state.RoundNo) return state;
      const round: TableRound = { RoundNo: event.RoundNo, SeedHash: state.SeedHash, ServerSeed: event.ServerSeed, Outcome: event.Outcome };
      return { ...state, Phase: 'result', PhaseEndsAt: event.NextAt, History: [round, ...state.History].slice(0, TABLE_HISTORY) };
    }
  }
}

/** Whole seconds until the phase ends, by the house's clock (`clockOffsetMs`: the house's minus this one's). */
export function phaseSecondsLeft(state: Pick<TableState, 'PhaseEndsAt'>, now: number, clockOffsetMs: number): number {
  return Math.max(0, Math.ceil((state.PhaseEndsAt - (now + clockOffsetMs)) / 1000));
}
