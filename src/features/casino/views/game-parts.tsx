/**
 * What every game screen shares (issue #19): the stake picker and chips, the last round's result
 * (the test hooks data-round-id, data-round-status and data-payout-minor live here), a refused
 * round with "Try again", the rules disclosure and the short history of past results.
 */
import { useMemo, useState, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { CasinoGame, CasinoRound } from '../../../../schemas/casino.ts';
import type { CurrencyCode } from '../../../../schemas/wallet.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import type { RoundPlay } from '../../../store/casino-round.ts';
import { casinoErrorText } from '../casino-error-text.ts';
import { minorText, rtpText } from '../casino-labels.ts';
import { chipText, chipValues, defaultStake, stakeLadder, stepStake } from '../stake-ladder.ts';

/** What game-page.tsx gives every game screen. */
export type GameViewProps = {
  readonly game: CasinoGame;
  readonly play: RoundPlay;
  readonly currency: CurrencyCode;
  /** What the player can stake now, in minor units (the wallet, or this tab's demo money). */
  readonly balance: bigint;
  /** The play button's words where they are not the game's own (a live table's "Place bet"). */
  readonly playLabel?: string;
};

/**
 * The game's stake ladder and the stake chosen on it. The limits follow the player's currency (a
 * sign-in changes them): a choice that is no longer on the ladder falls back to the default.
 */
export function useStake(game: CasinoGame) {
  const { MinStakeMinor: min, MaxStakeMinor: max } = game;
  const ladder = useMemo(() => stakeLadder(BigInt(min), BigInt(max)), [min, max]);
  const [chosen, setStake] = useState<bigint | null>(null);
  const stake = chosen !== null && ladder.includes(chosen) ? chosen : defaultStake(ladder);
  return { ladder, stake, setStake };
}

/** A table's chips and the one a click puts down (the third chip, 1.00 on a 0.10 table, to start). */
export function useChip(ladder: readonly bigint[]) {
  const chips = useMemo(() => chipValues(ladder), [ladder]);
  const [chosen, setChip] = useState<bigint | null>(null);
  const chip = chosen !== null && chips.includes(chosen) ? chosen : (chips[Math.min(2, chips.length - 1)] ?? 0n);
  return { chips, chip, setChip };
}

type PlayButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'onClick' | 'type'> & {
  readonly ref?: Ref<HTMLButtonElement>;
  readonly disabled: boolean;
  readonly busy?: boolean;
  readonly onPress: () => void;
};

/**
 * A button that plays (Spin, Deal, Hit…): unavailable by aria-disabled rather than disabled, so
 * keyboard focus stays on it while the round is in flight instead of falling back to the page.
 */
export function PlayButton({ disabled, busy = false, onPress, children, ...rest }: PlayButtonProps) {
  return (
    <button type="button" {...rest} aria-disabled={disabled} aria-busy={busy} onClick={() => !disabled && onPress()}>
      {children}
    </button>
  );
}

type StakePickerProps = {
  readonly ladder: readonly bigint[];
  readonly value: bigint;
  readonly onChange: (stake: bigint) => void;
  readonly currency: CurrencyCode;
  readonly disabled?: boolean;
};

export function StakePicker({ ladder, value, onChange, currency, disabled = false }: StakePickerProps) {
  const { LL, locale } = useI18nContext();
  const g = LL.casino.game;
  const first = ladder[0] ?? value;
  const last = ladder[ladder.length - 1] ?? value;
  return (
    <div className="stake-picker" role="group" aria-label={g.stake()}>
      <span className="stake-picker__label">{g.stake()}</span>
      <button type="button" className="stake-picker__step" aria-label={g.stakeDown()} disabled={disabled || value <= first} onClick={() => onChange(stepStake(ladder, value, -1))}>
        <span aria-hidden="true">−</span>
      </button>
      <output className="stake-picker__amount tabular" aria-live="polite" data-stake-minor={value.toString()}>
        {minorText(value, currency, locale)}
      </output>
      <button type="button" className="stake-picker__step" aria-label={g.stakeUp()} disabled={disabled || value >= last} onClick={() => onChange(stepStake(ladder, value, 1))}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

type ChipPickerProps = { readonly values: readonly bigint[]; readonly value: bigint; readonly onChange: (chip: bigint) => void; readonly currency: CurrencyCode };

/** One chip value among the table's chips (pressed: the chip a click puts down). */
export function ChipPicker({ values, value, onChange, currency }: ChipPickerProps) {
  const { LL, locale } = useI18nContext();
  return (
    <div className="chip-picker" role="group" aria-label={LL.casino.game.chips()}>
      {values.map((chip, i) => (
        <button
          key={chip.toString()}
          type="button"
          className={`chip chip--${i % 6}`}
          aria-pressed={chip === value}
          aria-label={LL.casino.game.chip({ amount: minorText(chip, currency, locale) })}
          data-chip-minor={chip.toString()}
          onClick={() => onChange(chip)}
        >
          {chipText(chip, currency, locale)}
        </button>
      ))}
    </div>
  );
}

/** A chip lying on a bet spot, showing what is staked there. */
export function StakeMarker({ minor, currency }: { readonly minor: bigint; readonly currency: CurrencyCode }) {
  const { locale } = useI18nContext();
  if (minor <= 0n) return null;
  return (
    <span className="stake-marker tabular" aria-hidden="true">
      {chipText(minor, currency, locale)}
    </span>
  );
}

/** The stake is more than the player has: said next to the disabled button. */
export function BalanceNote({ short }: { readonly short: boolean }) {
  const { LL } = useI18nContext();
  return (
    <p className="game-note" aria-live="polite">
      {short ? LL.casino.game.overBalance() : '\u00a0'}
    </p>
  );
}

type RoundResultProps = {
  readonly round: CasinoRound | null;
  readonly currency: CurrencyCode;
  /** While a result is still being shown (the crash flight), the win is kept hidden but in its place. */
  readonly revealed?: boolean;
  readonly children?: ReactNode;
  readonly className?: string;
};

/**
 * The last round: its id and status for tests, then the win (or "No win") once it is settled, then
 * what the game adds. A hidden live region, there from the start, tells a screen reader the result.
 */
export function RoundResult({ round, currency, revealed = true, children, className = '' }: RoundResultProps) {
  const { LL, locale } = useI18nContext();
  const g = LL.casino.game;
  const settled = round?.Status === 'settled';
  const payout = round ? BigInt(round.PayoutMinor) : 0n;
  const said = !settled || !revealed ? '' : payout > 0n ? g.win({ amount: minorText(payout, currency, locale) }) : g.noWin();
  const live = (
    <p className="visually-hidden" role="status">
      {said}
    </p>
  );
  if (!round) {
    return (
      <div className={`game-result ${className}`}>
        {live}
        <p className="game-result__idle">{g.noRoundYet()}</p>
      </div>
    );
  }
  return (
    <div className={`game-result ${className}`} data-round-id={round.Id} data-round-status={round.Status}>
      {live}
      {settled && (
        <p className={revealed && payout > 0n ? 'game-win game-win--won' : 'game-win'} data-payout-minor={round.PayoutMinor} data-revealed={revealed}>
          {said || '\u00a0'}
        </p>
      )}
      {children}
    </div>
  );
}

/** A round the house refused or never answered: why, and "Try again". */
export function RoundFailure({ play }: { readonly play: RoundPlay }) {
  const { LL } = useI18nContext();
  if (!play.failed) return null;
  return (
    <div className="game-error" role="alert" data-error-code={play.failed}>
      <p>
        {LL.casino.game.failed()} {casinoErrorText(LL, play.failed)}
      </p>
      <button type="button" className="btn btn--ghost btn--small" onClick={play.retry} disabled={play.busy}>
        {LL.casino.game.tryAgain()}
      </button>
    </div>
  );
}

/** The game's rules under a "Rules" disclosure, ending with the declared RTP. */
export function RulesDisclosure({ game, children }: { readonly game: CasinoGame; readonly children: ReactNode }) {
  const { LL, locale } = useI18nContext();
  return (
    <details className="game-rules">
      <summary>{LL.casino.rules.title()}</summary>
      <div className="game-rules__body">
        {children}
        <p>{LL.casino.rules.rtp({ rtp: rtpText(game.Rtp, locale) })}</p>
      </div>
    </details>
  );
}

/** The last ten settled rounds' results, newest first, picked from each round as it settles. */
export function useRoundHistory<T>(round: CasinoRound | null, pick: (round: CasinoRound) => T | null, size = 10): readonly T[] {
  const [history, setHistory] = useState<{ readonly last: string | null; readonly items: readonly T[] }>({ last: null, items: [] });
  if (round && round.Status === 'settled' && round.Id !== history.last) {
    const item = pick(round);
    setHistory({ last: round.Id, items: item === null ? history.items : [item, ...history.items].slice(0, size) });
  }
  return history.items;
}
