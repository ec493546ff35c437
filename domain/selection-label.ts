/**
 * How a selection is named wherever it is shown — the match page, the betslip, the ticket and its
 * history: the outcome's title with its line ("Over 2.5", "Home -1.5"), since the line is part of
 * what was picked. A market's name joins its title and suffix the same way.
 */
export function selectionLabel(title: string, line: string): string {
  return line ? `${title} ${line}` : title;
}

/** How an event is named: "Home – Away", or its own name when it has no sides (an outright: "Premier League — Winner"). */
export function eventName(home: string, away: string, name: string): string {
  return home && away ? `${home} – ${away}` : name;
}

/** The names a ticket keeps of a selection, so it still reads right after its match has left the feed. */
export function selectionNames(
  match: { readonly Name: string },
  market: { readonly Title: string; readonly TitleSuffix: string },
  odd: { readonly Title: string; readonly SpecialBetValue: string },
): { readonly MatchName: string; readonly MarketName: string; readonly OutcomeTitle: string } {
  return { MatchName: match.Name, MarketName: selectionLabel(market.Title, market.TitleSuffix), OutcomeTitle: selectionLabel(odd.Title, odd.SpecialBetValue) };
}
