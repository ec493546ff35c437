/**
 * The slip's words for its tabs, systems, teaser types and reasons to wait (SPEC STA-07, STA-11,
 * STA-13..18): one place that turns the worker's codes into the player's language, so the panel
 * only renders. Named systems are proper names (Trixie, Yankee…) and are shown as such in every
 * language, as books do; "k from n" is translated.
 */
import { BET_TYPES } from '../../../schemas/betting.ts';
import type { NamedSystem } from '../../../domain/system-bets.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import type { BetMode, SlipBlock, SlipLimitBreach, SystemOptionView } from '../../../workers/feed/contract.ts';

const SYSTEM_NAMES: Readonly<Record<NamedSystem, string>> = {
  trixie: 'Trixie',
  patent: 'Patent',
  yankee: 'Yankee',
  lucky15: 'Lucky 15',
  canadian: 'Canadian',
  lucky31: 'Lucky 31',
  heinz: 'Heinz',
  lucky63: 'Lucky 63',
  superHeinz: 'Super Heinz',
  goliath: 'Goliath',
};

/** A ticket's bet type (schemas/betting.ts BET_TYPES) as My bets and the histories name it; multiple singles are singles. */
export function betTypeLabel(LL: TranslationFunctions, betType: number): string {
  switch (betType) {
    case BET_TYPES.combo:
      return LL.slip.combo();
    case BET_TYPES.system:
      return LL.betTypes.system();
    case BET_TYPES.ifBet:
      return LL.betTypes.ifBet();
    case BET_TYPES.reverse:
      return LL.betTypes.reverse();
    case BET_TYPES.teaser:
      return LL.betTypes.teaser();
    default:
      return LL.slip.single();
  }
}

export function tabLabel(LL: TranslationFunctions, mode: BetMode): string {
  switch (mode) {
    case 'single':
      return LL.slip.single();
    case 'combo':
      return LL.slip.combo();
    case 'system':
      return LL.betTypes.system();
    case 'ifbet':
      return LL.betTypes.ifBet();
    case 'reversebet':
      return LL.betTypes.reverse();
    case 'teaser':
      return LL.betTypes.teaser();
  }
}

/** "Trixie (4)", "2 from 3 (3)": the system and its number of bets. */
export function systemLabel(LL: TranslationFunctions, option: SystemOptionView, selections: number, bankers: number): string {
  const name = option.name ? SYSTEM_NAMES[option.name] : option.sizes.map((k) => LL.betTypes.systemOf({ k, n: selections - bankers })).join(', ');
  return `${name} (${option.bets})`;
}

function limitText(LL: TranslationFunctions, breach: SlipLimitBreach, money: (amount: string) => string): string {
  const amount = money(breach.amount);
  switch (breach.limit) {
    case 'min-stake':
      return LL.betTypes.blockedMinStake({ amount });
    case 'max-stake-per-selection':
      return LL.betTypes.blockedMaxStakePerSelection({ amount });
    case 'max-stake-per-ticket':
      return LL.betTypes.blockedMaxStakePerTicket({ amount });
    case 'max-payout':
      return LL.betTypes.blockedMaxPayout({ amount });
  }
}

/** What the slip says while Place bet waits. */
export function blockText(LL: TranslationFunctions, block: SlipBlock, breach: SlipLimitBreach | null, money: (amount: string) => string): string {
  switch (block) {
    case 'guest':
      return LL.slip.blockedGuest();
    case 'placing':
      return LL.slip.placing();
    case 'stale':
      return LL.slip.blockedStale();
    case 'price-changed':
      return LL.slip.blockedPriceChanged();
    case 'unavailable':
      return LL.slip.blockedUnavailable();
    case 'combo-min':
      return LL.slip.blockedComboMin();
    case 'same-match':
      return LL.slip.blockedSameMatch();
    case 'system-count':
      return LL.betTypes.blockedSystemCount();
    case 'chain-count':
      return LL.betTypes.blockedChainCount();
    case 'teaser-legs':
      return LL.betTypes.blockedTeaserLegs();
    case 'bad-stake':
      return LL.slip.blockedBadStake();
    case 'no-stake':
      return LL.slip.blockedNoStake();
    case 'limit':
      return breach ? limitText(LL, breach, money) : LL.slip.blockedBadStake();
  }
}
