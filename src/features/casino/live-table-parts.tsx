/**
 * What a live table shows everyone seated (issue #19): the phase with its countdown, the round's
 * result (the pocket, or both hands), and the table's history, each round checked in the browser
 * against the seed hash it published before play (domain/casino/live-table.ts).
 */
import { useMemo } from 'react';
import { checkTableRound } from '../../../domain/casino/live-table.ts';
import { phaseSecondsLeft } from '../../../domain/casino/table-fold.ts';
import type { LiveTableGame, TableOutcome, TableRound, TableState } from '../../../schemas/live-casino.ts';
import type { FeedStatus } from '../../../workers/feed/contract.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useNow } from '../../store/use-now.ts';
import { pocketColour } from './roulette-table.ts';
import { BaccaratCoup } from './views/baccarat-coup.tsx';

type Live = TranslationFunctions['casino']['live'];

/** A result in a few characters: the pocket with its colour, or the winning side's initial. */
export function OutcomeChip({ outcome }: { readonly outcome: TableOutcome }) {
  const { LL } = useI18nContext();
  if (outcome.Game === 'european-roulette') {
    const colour = pocketColour(outcome.Pocket);
    return (
      <span className={`outcome-chip outcome-chip--${colour}`} data-pocket={outcome.Pocket} aria-label={LL.casino.live.pocket({ number: outcome.Pocket, colour: LL.casino.game.roulette.colours[colour]() })}>
        {outcome.Pocket}
      </span>
    );
  }
  const side = LL.casino.game.baccarat.sides[outcome.Winner]();
  return (
    <span className={`outcome-chip outcome-chip--${outcome.Winner}`} data-winner={outcome.Winner} aria-label={`${side} ${outcome.PlayerTotal}:${outcome.BankerTotal}`}>
      {side.slice(0, 1)}
    </span>
  );
}

function phaseText(l: Live, table: TableState, seconds: number): string {
  if (table.Phase === 'betting') return l.closesIn({ seconds });
  if (table.Phase === 'closed') return l.resultIn({ seconds });
  return l.nextIn({ seconds });
}

/** The phase, its countdown and the round's result; while connecting, says so. */
export function TableBoard({ table, status, clockOffsetMs }: { readonly table: TableState | null; readonly status: FeedStatus; readonly clockOffsetMs: number }) {
  const { LL } = useI18nContext();
  const l = LL.casino.live;
  const now = useNow();
  const shown = table?.Phase === 'result' ? table.History[0] : undefined;
  return (
    <section className="table-board" aria-label={l.title()} data-status={status}>
      {status !== 'live' && (
        <p className="table-board__status" role="status">
          {l.status[status === 'connecting' ? 'connecting' : status === 'reconnecting' ? 'reconnecting' : 'stale']()}
        </p>
      )}
      {table && table.PhaseEndsAt > 0 ? (
        <>
          <div className={`table-phase table-phase--${table.Phase}`}>
            <span className="table-phase__round">{l.round({ round: table.RoundNo })}</span>
            <strong className="table-phase__name">{l.phase[table.Phase]()}</strong>
            <span className="table-phase__clock tabular" aria-live="off">
              {phaseText(l, table, phaseSecondsLeft(table, now, clockOffsetMs))}
            </span>
          </div>
          <div className="table-stage" data-shown-round={shown?.RoundNo}>
            {shown ? <DealtResult round={shown} /> : <p className="table-stage__idle muted">{l.phase[table.Phase]()}</p>}
          </div>
          <p className="table-seed muted">
            {l.seedHash()}: <code>{table.SeedHash.slice(0, 16)}…</code>
          </p>
        </>
      ) : (
        table && <p className="table-stage__idle muted">{l.waiting()}</p>
      )}
    </section>
  );
}

function DealtResult({ round }: { readonly round: TableRound }) {
  const { LL } = useI18nContext();
  const outcome = round.Outcome;
  if (outcome.Game === 'baccarat') {
    return (
      <div className="table-result" data-result-round={round.RoundNo} data-winner={outcome.Winner}>
        <BaccaratCoup outcome={{ player: outcome.Player, banker: outcome.Banker, playerTotal: outcome.PlayerTotal, bankerTotal: outcome.BankerTotal, winner: outcome.Winner }} />
        <p className="table-result__text">{LL.casino.game.baccarat.winner[outcome.Winner]()}</p>
      </div>
    );
  }
  const colour = pocketColour(outcome.Pocket);
  return (
    <div className="table-result" data-result-round={round.RoundNo} data-pocket={outcome.Pocket}>
      <span className={`roulette-pocket roulette-pocket--${colour}`} aria-hidden="true">
        {outcome.Pocket}
      </span>
      <p className="table-result__text">{LL.casino.game.roulette.landed({ number: outcome.Pocket, colour: LL.casino.game.roulette.colours[colour]() })}</p>
    </div>
  );
}

/** The table's last rounds, newest first, each checked here against the seed it published. */
export function TableHistory({ tableKey, game, history }: { readonly tableKey: string; readonly game: LiveTableGame; readonly history: readonly TableRound[] }) {
  const { LL } = useI18nContext();
  const l = LL.casino.live;
  // A round is checked once; the history only ever gains one round at a time.
  const checks = useMemo(() => new Map(history.map((r) => [r.RoundNo, checkTableRound(tableKey, game, r)])), [tableKey, game, history]);
  if (history.length === 0) return null;
  return (
    <section className="table-history" aria-label={l.history()}>
      <h2 className="table-history__title">{l.history()}</h2>
      <ol className="table-history__list">
        {history.map((round) => {
          const ok = checks.get(round.RoundNo) ?? false;
          return (
            <li key={round.RoundNo} className="table-history__item" data-round={round.RoundNo} data-verified={ok} title={ok ? l.verified({ round: round.RoundNo }) : l.unverified({ round: round.RoundNo })}>
              <OutcomeChip outcome={round.Outcome} />
              <span className={ok ? 'table-history__check' : 'table-history__check table-history__check--bad'} aria-label={ok ? l.verified({ round: round.RoundNo }) : l.unverified({ round: round.RoundNo })}>
                {ok ? '✓' : '✗'}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
