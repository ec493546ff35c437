/**
 * A player's bets at a live table (issue #19), as a game view's RoundPlay: "play" places the bet on
 * the round in play, the round shown is the player's latest bet there, and when the table's result
 * for that round arrives the settled bet is read back (with the wallet after it). A bet that got
 * no answer is sent again with the same Idempotency-Key when the player tries again.
 */
import { useEffect, useState } from 'react';
import type { CasinoRound } from '../../schemas/casino.ts';
import type { ErrorCode } from '../../schemas/errors.ts';
import type { TableState } from '../../schemas/live-casino.ts';
import { betAtTable, myTableBets } from './live-casino-api.ts';
import { applyRoundAnswer, failedAttempt, type RoundPlay } from './casino-round.ts';
import { refreshUser } from './session.ts';

type Attempt = { readonly roundNo: number; readonly bet: unknown; readonly key: string };

export function useTableBet(tableKey: string, table: TableState | null, signedIn: boolean): RoundPlay {
  const [kept, setRound] = useState<CasinoRound | null>(null);
  // A signed-out page shows no bet, whoever's it was.
  const round = signedIn ? kept : null;
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<{ code: ErrorCode | 'network'; attempt: Attempt } | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    myTableBets(tableKey).then(
      (answer) => current && setRound(answer.Rounds[0] ?? null),
      () => undefined, // the table plays on; the player's last bet just is not shown
    );
    return () => {
      current = false;
    };
  }, [tableKey, signedIn]);

  // The table dealt the round the open bet is on: read the bet back, settled.
  const dealt = table?.History[0]?.RoundNo;
  const waitingFor = round?.Status === 'open' ? round.Nonce : null;
  useEffect(() => {
    if (waitingFor === null || dealt !== waitingFor) return;
    let current = true;
    myTableBets(tableKey).then(
      (answer) => {
        if (!current) return;
        setRound(answer.Rounds.find((r) => r.Nonce === waitingFor) ?? null);
        void refreshUser();
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [tableKey, waitingFor, dealt]);

  const send = (attempt: Attempt) => {
    setSending(true);
    setFailed(null);
    betAtTable(tableKey, attempt.roundNo, attempt.bet, attempt.key).then(
      (answer) => {
        applyRoundAnswer(answer);
        setRound(answer.Round);
        setSending(false);
      },
      (error: unknown) => {
        setFailed(failedAttempt(error, attempt));
        setSending(false);
      },
    );
  };

  const betOnRoundInPlay = round !== null && table !== null && round.Nonce === table.RoundNo && round.Status === 'open';
  return {
    round,
    busy: sending || table?.Phase !== 'betting' || betOnRoundInPlay,
    failed: failed?.code ?? null,
    play: (bet) => {
      if (table) send({ roundNo: table.RoundNo, bet, key: crypto.randomUUID() });
    },
    act: () => undefined,
    retry: () => {
      if (failed) send(failed.attempt);
    },
  };
}
