/**
 * The pages the house draws as HTML (ADR 0044): home, the live overview and its match pages, and
 * the sport and esports sections, the pages a player lands on and bets from, whose first screenful
 * the house's feed can draw. The others (casino, multi-view, account, content, and results and
 * schedule, whose days are the player's time zone's) depend on what the browser stores or the
 * player's session, and are drawn by the page as before.
 */
import { sectionOfSegment } from '../../domain/site-routes.ts';

/** `segments` are the path segments after /{lang}. */
export function houseDrawsPage(segments: readonly string[]): boolean {
  const [first, second] = segments.map((segment) => segment.toLowerCase());
  if (first === undefined) return true;
  if (first === 'live') return second !== 'multi-view' && second !== 'featured';
  const section = sectionOfSegment(first);
  if (section !== 'sport' && section !== 'esports') return false;
  return second !== 'results' && second !== 'schedule';
}
