/** The player's words for a market tab (domain/market-groups.ts names it; this translates it). */
import type { MarketTabLabel } from '../../../domain/market-groups.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';

export function marketTabLabel(LL: TranslationFunctions, label: MarketTabLabel): string {
  return LL.match.tabs[label]();
}
