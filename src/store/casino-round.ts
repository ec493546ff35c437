/**
 * A game page's rounds (issue #19): plays a round or an action against the house, real or demo,
 * and keeps what the page shows: the last round, whether one is in flight, and the last failure.
 * A real request that got no answer (the network) is sent again with the same Idempotency-Key
 * when the player tries again, so it is played once whatever happened to the first answer.
 * Demo money lives in this tab (sessionStorage), 1,000.00 to start.
 */
import { useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { BlackjackAction, CasinoRound, PlayMode, RoundAnswer } from '../../schemas/casino.ts';
import type { ErrorCode } from '../../schemas/errors.ts';
import { actOnRound, playRound } from './casino-api.ts';
import { openModal } from './modal-store.ts';
import { ApiFailure, applyBalance } from './session.ts';

export const DEMO_BALANCE_KEY = 'sportsbook.casinoDemoBalance';
export const DEMO_START_MINOR = 100_000n;

function readDemoBalance(): bigint {
  try {
    const stored = sessionStorage.getItem(DEMO_BALANCE_KEY);
    return stored && /^\d{1,18}$/.test(stored) ? BigInt(stored) : DEMO_START_MINOR;
  } catch {
    return DEMO_START_MINOR;
  }
}

export const demoWallet = proxy<{ minor: string }>({ minor: (typeof window === 'undefined' ? DEMO_START_MINOR : readDemoBalance()).toString() });

export const useDemoBalance = (): bigint => BigInt(useSnapshot(demoWallet).minor);

/** A demo round moved the page's demo money: what it staked more than before, and its payout once it ended. */
export function applyDemoRound(before: CasinoRound | null, after: CasinoRound): void {
  const staked = BigInt(after.StakeMinor) - (before && before.Id === after.Id ? BigInt(before.StakeMinor) : 0n);
  const paid = after.Status === 'settled' ? BigInt(after.PayoutMinor) : 0n;
  const next = BigInt(demoWallet.minor) - staked + paid;
  demoWallet.minor = (next < 0n ? 0n : next).toString();
  try {
    sessionStorage.setItem(DEMO_BALANCE_KEY, demoWallet.minor);
  } catch {
    // The demo balance lasts for this page view only.
  }
}

export function resetDemoBalance(): void {
  demoWallet.minor = DEMO_START_MINOR.toString();
  try {
    sessionStorage.setItem(DEMO_BALANCE_KEY, demoWallet.minor);
  } catch {
    // As above.
  }
}

/** A real round's answer: the wallet after it for the header, and a jackpot its stake won announced (SCR-51). */
export function applyRoundAnswer(answer: RoundAnswer): void {
  if (answer.Balance) applyBalance({ availableMinor: answer.Balance.AvailableMinor, pendingMinor: answer.Balance.PendingMinor, currency: answer.Balance.Currency });
  const won = answer.Jackpots?.[0];
  if (won) openModal('mysteryJackpotWinModal', won.Id);
}

/**
 * A request that failed, kept to try again. Only an unanswered request keeps its Idempotency-Key:
 * a refusal was an answer, and a new try is a new request.
 */
export function failedAttempt<A extends { readonly key: string }>(error: unknown, attempt: A): { readonly code: ErrorCode | 'network'; readonly attempt: A } {
  const code = error instanceof ApiFailure ? error.code : 'network';
  return { code, attempt: code === 'network' ? attempt : { ...attempt, key: crypto.randomUUID() } };
}

type Attempt = { readonly send: (key: string) => Promise<RoundAnswer>; readonly key: string };

export type RoundPlay = {
  readonly round: CasinoRound | null;
  readonly busy: boolean;
  readonly failed: ErrorCode | 'network' | null;
  play(bet: unknown): void;
  act(action: BlackjackAction): void;
  /** Sends the request that failed again (a network failure: with the same key). */
  retry(): void;
};

export function useRoundPlay(mode: PlayMode, game: string): RoundPlay {
  const [round, setRound] = useState<CasinoRound | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ code: ErrorCode | 'network'; attempt: Attempt } | null>(null);

  const run = (attempt: Attempt) => {
    setBusy(true);
    setFailed(null);
    attempt.send(attempt.key).then(
      (answer) => {
        applyRoundAnswer(answer);
        if (mode === 'demo') applyDemoRound(round, answer.Round);
        setRound(answer.Round);
        setBusy(false);
      },
      (error: unknown) => {
        setFailed(failedAttempt(error, attempt));
        setBusy(false);
      },
    );
  };

  return {
    round,
    busy,
    failed: failed?.code ?? null,
    play: (bet) => run({ send: (key) => playRound(mode, game, bet, key), key: crypto.randomUUID() }),
    act: (action) => {
      if (round) run({ send: (key) => actOnRound(mode, round.Id, action, key), key: crypto.randomUUID() });
    },
    retry: () => {
      if (failed) run(failed.attempt);
    },
  };
}
