/**
 * The one home of feed-name translation (docs/decisions/0025): the house sends sport, category,
 * tournament, market, outcome and status names once, in English, with stable ids and aliases; the
 * page names them in the player's language from those keys (domain/feed-names.ts parses the ones
 * the house writes by a grammar). Team names stay as the feed gives them. In the base locale, and
 * whenever a key is unknown, the feed's own text is shown.
 */
import { useMemo } from 'react';
import { CATEGORY_REGIONS, parseMarketName, parseOutcomeLabel, parseStatus } from '../../domain/feed-names.ts';
import type { PeriodRef, StatusRef } from '../../domain/feed-names.ts';
import { selectionLabel } from '../../domain/selection-label.ts';
import { useI18nContext } from './i18n-react.tsx';
import type { Locales, TranslationFunctions } from './i18n-types.ts';
import { baseLocale } from './i18n-util.ts';

export type FeedNames = {
  /** A sport by its system id (SPEC ENT-02). */
  sport(systemId: number, name: string): string;
  /** A category by its alias: a country in the player's language, else the dictionary's word. */
  category(alias: string, name: string): string;
  /** A tournament by its alias: generic names translated, proper names as given. */
  tournament(alias: string, name: string): string;
  /** A market's name ("1st Half - O/U"). */
  market(title: string): string;
  /** An outcome's label with its line ("Over 2.5"); 1/X/2, scores and team names stay. */
  outcome(label: string): string;
  /** An outcome's title and line, as the slip and tickets show them. */
  selection(title: string, line: string): string;
  /** A live match's status ("2nd set", "Half time"). */
  status(status: string): string;
};

type Lookup = Readonly<Record<string, (() => string) | undefined>>;

/** Text of a dictionary entry; '' when the key is not in it (typesafe-i18n answers '' for unknown keys). */
function entry(table: unknown, key: string): string {
  return (table as Lookup)[key]?.() ?? '';
}

const regionNames = new Map<string, Intl.DisplayNames>();

function regionName(locale: string, code: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? '';
}

/** Names for one locale. `translateBase` makes the base locale read its own dictionary too (tests compare it with the feed). */
export function feedNames(LL: TranslationFunctions, locale: Locales, translateBase = false): FeedNames {
  const names = LL.feedNames;
  const own = locale === baseLocale && !translateBase;

  function period(p: PeriodRef): string {
    switch (p.unit) {
      case 'half':
        return p.n === 1 ? names.periods.firstHalf() : p.n === 2 ? names.periods.secondHalf() : '';
      case 'map':
        return names.periods.map({ n: p.n });
      default:
        return names.periods[p.unit]({ n: p.n });
    }
  }

  function status(s: StatusRef): string {
    switch (s.kind) {
      case 'fixed':
        return names.statuses[s.key]();
      case 'overtime':
        return names.statuses.overtimeN({ n: s.n });
      case 'inning':
        return names.statuses[s.half]({ n: s.n });
      case 'period':
        return s.unit === 'map' ? names.statuses.map({ n: s.n }) : names.statuses[s.unit]({ n: s.n });
    }
  }

  function market(title: string): string {
    if (own) return title;
    const ref = parseMarketName(title);
    if (!ref) return title;
    const marketName = ref.market ? names.markets[ref.market]() : '';
    if (!ref.period) return marketName || title;
    const periodName = period(ref.period);
    if (!periodName) return title;
    return marketName ? names.inPeriod({ period: periodName, market: marketName }) : periodName;
  }

  function outcome(label: string): string {
    if (own) return label;
    const ref = parseOutcomeLabel(label);
    return ref ? `${names.outcomes[ref.word]()}${ref.rest}` : label;
  }

  return {
    sport: (systemId, name) => (own ? name : entry(names.sports, String(systemId)) || name),
    category(alias, name) {
      if (own) return name;
      const word = entry(names.categories, alias);
      if (word) return word;
      const region = CATEGORY_REGIONS[alias];
      return (region && regionName(locale, region)) || name;
    },
    tournament: (alias, name) => (own ? name : entry(names.tournaments, alias) || name),
    market,
    outcome,
    selection: (title, line) => outcome(selectionLabel(title, line)),
    status(text) {
      if (own) return text;
      const ref = parseStatus(text);
      return (ref && status(ref)) || text;
    },
  };
}

/** The page's feed names in the player's language. */
export function useFeedNames(): FeedNames {
  const { LL, locale } = useI18nContext();
  return useMemo(() => feedNames(LL, locale), [LL, locale]);
}
