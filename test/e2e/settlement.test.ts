/**
 * A ticket settling in front of the player: a single placed on the live page, its match's result
 * published (the test hook does what the simulator does at the final whistle), and My bets flips
 * the ticket to won or lost while the header's balance changes, with no reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { TicketWithOffer } from '../../schemas/betting.ts';
import { BET_RESULTS, type BetResult, type MatchResult } from '../../schemas/results.ts';
import { screenshot, VIEWPORTS } from './browser.ts';
import { browserSuite } from './suite.ts';
import { demoPlayerOnLive, headerBalance, waitPlaceable } from './players.ts';

const suite = browserSuite({ HOUSE_TEST_HOOKS: '1', FEED_LIVE_MATCHES: '30', FEED_HISTORY_PER_DAY: '0' });

/** Matches a test has published a result for: the simulator plays them on, but the results store keeps the first result. */
const finished = new Set<string>();

/** A demo player (balance 1,000) on the live page who placed a single of `stake` on the first price of a match not finished yet. */
async function playerWithSingle(viewport: { width: number; height: number }, stake: string): Promise<{ page: Page; ticket: TicketWithOffer }> {
  const page = await demoPlayerOnLive(suite, 'st', viewport);
  await suite.hook('/api/test/pause-feed');
  try {
    const rows = page.locator('[data-match-id]').filter({ has: page.locator('.odds-button:not([disabled])') });
    let row = rows.first();
    for (let i = 0; finished.has((await row.getAttribute('data-match-id')) ?? ''); i++) row = rows.nth(i + 1);
    await row.locator('.odds-button:not([disabled])').first().click();
    if (viewport.width < 900) await page.locator('.bottom-bar [data-item="betslip"] button').click();
    await page.locator('.slip-item .betslip__stake-input').fill(stake);
    await waitPlaceable(page);
    await page.getByRole('button', { name: 'Place bet' }).click();
    // SCR-16: the panel stays on the betslip, which says the bet was placed and opens My bets.
    await page.getByRole('button', { name: 'Open My bets' }).click();
    await page.locator('.ticket').first().waitFor({ timeout: 15_000 });
  } finally {
    await suite.hook('/api/test/resume-feed');
  }
  await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(1000 - Number(stake));
  const tickets = (await page.evaluate(() => fetch('/api/betting/tickets?status=open').then((r) => r.json()))) as { Tickets: TicketWithOffer[] };
  return { page, ticket: tickets.Tickets[0]! };
}

/** The result of the ticket's match with its selection settled as `result`. */
function resultFor(ticket: TicketWithOffer, result: BetResult): MatchResult {
  const s = ticket.Selections[0]!;
  finished.add(String(s.MatchID));
  const now = Date.now();
  const named = { ID: 1, Name: 'Test', Alias: 'test', Rank: 1 };
  return {
    ID: s.MatchID,
    Name: s.MatchName,
    HomeTeamName: 'Home',
    AwayTeamName: 'Away',
    SportSystemID: 1,
    Sport: named,
    Category: named,
    Tournament: named,
    DateOfMatch: new Date(now - 6_000_000).toISOString(),
    StartDateJs: now - 6_000_000,
    FinishedDate: new Date(now).toISOString(),
    FinishedDateJs: now,
    HomeScore: 1,
    AwayScore: 0,
    PeriodScores: [],
    Markets: [
      {
        ID: s.MarketID,
        MarketID: 1,
        Title: s.MarketName,
        HeaderType: 0,
        MarketSpecifications: { Period: 0, SpecialType: 0, StatType: 0, CompetitorType: 0, PeriodType: 0 },
        IsAlternative: false,
        Outcomes: [{ ID: s.OddID, Title: s.OutcomeTitle, SpecialBetValue: '', Odds: s.Odds, Result: result, IsRetired: false }],
      },
    ],
  };
}

describe('settlement in the browser', () => {
  test('[ENM-02] a won single flips to Won with its payout in My bets, and the header balance goes up by it, with no reload', async () => {
    const { page, ticket } = await playerWithSingle(VIEWPORTS.desktop, '10');
    const card = page.locator(`.ticket[data-ticket-id="${ticket.TicketID}"]`);
    expect(await card.getAttribute('data-status')).toBe('open');
    const navigations: string[] = [];
    page.on('framenavigated', (f) => navigations.push(f.url()));
    expect((await suite.hook('/api/test/result', resultFor(ticket, BET_RESULTS.win))).status).toBe(200);
    await page.locator(`.ticket[data-ticket-id="${ticket.TicketID}"][data-status="won"]`).waitFor({ timeout: 15_000 });
    const payout = Number(ticket.PotentialPayout);
    expect(await card.getByTestId('ticket-settled').textContent()).toContain(`Won €${payout.toFixed(2)}`);
    expect(await card.locator('.ticket__cashout').count()).toBe(0);
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBeCloseTo(990 + payout, 2);
    expect(navigations).toEqual([]);
    await screenshot(page, 'settled-won-desktop');
    await page.close();
  });

  test('[ENM-02] a lost single flips to Lost on a phone; the balance keeps the stake taken', async () => {
    const { page, ticket } = await playerWithSingle(VIEWPORTS.phone, '5');
    expect((await suite.hook('/api/test/result', resultFor(ticket, BET_RESULTS.lost))).status).toBe(200);
    const card = page.locator(`.ticket[data-ticket-id="${ticket.TicketID}"][data-status="lost"]`);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByTestId('ticket-settled').textContent()).toBe('Lost');
    expect(await headerBalance(page)).toBe(995);
    await screenshot(page, 'settled-lost-phone');
    await page.close();
  });
});
