/**
 * Bets that settle on their own (issue #14): a demo player places a Trixie on three live matches and
 * a teaser of two live basketball spreads, the house plays the matches on at 120× to their final
 * whistle, and both tickets end in the right panel's History as won or lost, with the balance
 * changed by what they paid, without a reload. Nothing is published by hand: the results are the
 * simulator's.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { TicketWithOffer } from '../../schemas/betting.ts';
import { screenshot } from './browser.ts';
import { demoPlayerOnLive, headerBalance, waitPlaceable } from './players.ts';
import { browserSuite } from './suite.ts';

// 120 simulated seconds a real second: a soccer match is over in under a minute, a basketball
// match in about one. The feed is held still while the bets are placed.
const suite = browserSuite({ HOUSE_TEST_HOOKS: '1', FEED_LIVE_MATCHES: '40', FEED_TIME_SCALE: '120', FEED_HISTORY_PER_DAY: '0' });

const liveRows = (page: Page) => page.locator('[data-feed-status="live"] [data-match-id]').filter({ has: page.locator('.odds-button:not([disabled])') });

async function addFirstPrice(page: Page, row: Locator): Promise<void> {
  const button = row.locator('.odds-button:not([disabled])').first();
  const outcome = await button.getAttribute('data-outcome-id');
  await button.click();
  await page.locator(`.odds-button[data-outcome-id="${outcome}"][aria-pressed="true"]`).waitFor();
}

const basketballRows = (page: Page) => page.locator('.sport-group').filter({ has: page.locator('h2', { hasText: /^Basketball/ }) }).locator('.match-row[data-match-id]');

/**
 * Holds the feed still at a moment when at least `count` basketball matches are in play. With 24
 * live matches there are often none or one (a match lasts about a minute at 120×), so the feed
 * runs on, a couple of seconds at a time, until enough have kicked off.
 */
async function pauseWithBasketball(page: Page, count: number): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    await suite.hook('/api/test/pause-feed');
    const playing = await basketballRows(page).filter({ has: page.locator('.odds-button:not([disabled])') }).count();
    if (playing >= count) return;
    expect(Date.now(), `fewer than ${count} basketball matches in play for 3 minutes`).toBeLessThan(deadline);
    await suite.hook('/api/test/resume-feed');
    await page.waitForTimeout(2_000);
  }
}

/**
 * Adds the home spread ("Handicap") of `count` live basketball matches from their match pages. A
 * match's Handicap may be suspended at the moment the feed is held: when the held matches offer
 * too few, the feed runs on and is held again, and the matches not yet added are tried.
 */
async function addLiveSpreads(page: Page, count: number): Promise<void> {
  const added = new Set<string>();
  const deadline = Date.now() + 180_000;
  for (;;) {
    await pauseWithBasketball(page, count);
    const rows = basketballRows(page);
    for (let row = 0; added.size < count && row < (await rows.count()); row++) {
      const matchId = await rows.nth(row).getAttribute('data-match-id');
      if (matchId === null || added.has(matchId)) continue;
      await rows.nth(row).locator('a').first().click();
      await page.locator('.match-page .odds-button').first().waitFor({ timeout: 20_000 });
      const button = page.locator('.market').filter({ has: page.locator('.market__title', { hasText: /^Handicap$/ }) }).locator('.odds-button:not([disabled])').first();
      if ((await button.count()) > 0) {
        const outcome = await button.getAttribute('data-outcome-id');
        await button.click();
        await page.locator(`.odds-button[data-outcome-id="${outcome}"][aria-pressed="true"]`).waitFor();
        added.add(matchId);
      }
      await page.goBack();
      await page.locator('[data-feed-status="live"] [data-match-id]').first().waitFor();
    }
    if (added.size === count) return;
    expect(Date.now(), `fewer than ${count} live basketball spreads offered for 3 minutes`).toBeLessThan(deadline);
    await suite.hook('/api/test/resume-feed');
    await page.waitForTimeout(2_000);
  }
}

async function place(page: Page): Promise<void> {
  const slip = page.locator('.betslip');
  await waitPlaceable(slip);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await page.getByTestId('bet-placed').waitFor({ timeout: 15_000 });
}

const ticketsOf = (page: Page, status: 'open' | 'settled') =>
  page.evaluate((s) => fetch(`/api/betting/tickets?status=${s}`).then((r) => r.json() as Promise<{ Tickets: TicketWithOffer[] }>), status);

describe('bets that settle from the simulator', () => {
  test('[ENM-02][STA-16][STA-18] a Trixie and a teaser on live matches settle at their final whistles and show in History with the balance changed', { timeout: 420_000 }, async () => {
    const page = await demoPlayerOnLive(suite, 'se');
    try {
      const slip = page.locator('.betslip');
      await addLiveSpreads(page, 2);
      await slip.getByRole('button', { name: 'Teaser', exact: true }).click();
      await slip.getByLabel('Stake', { exact: true }).fill('5');
      await place(page);

      const rows = liveRows(page);
      for (let i = 0; i < 3; i++) await addFirstPrice(page, rows.nth(i));
      await slip.getByRole('button', { name: 'System', exact: true }).click();
      await slip.getByLabel('Stake per bet').fill('1');
      await expect.poll(() => slip.getByTestId('bet-count').textContent()).toBe('4');
      await place(page);
    } finally {
      await suite.hook('/api/test/resume-feed');
    }
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(991);
    const open = (await ticketsOf(page, 'open')).Tickets;
    expect(open.map((t) => t.BetType).sort()).toEqual([3, 6]);

    // The matches play on to their ends; settlement pays each ticket once its last leg is decided.
    await expect.poll(async () => (await ticketsOf(page, 'settled')).Tickets.length, { timeout: 360_000, interval: 3_000 }).toBe(2);
    const settled = (await ticketsOf(page, 'settled')).Tickets;
    const paid = settled.reduce((sum, t) => sum + Number(t.Payout ?? 0), 0);
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBeCloseTo(991 + paid, 2);

    await page.locator('.bet-panel__tab[data-tab="history"]').click();
    const history = page.locator('.bet-panel .history[data-history-type="ClearedBets"]');
    await expect.poll(() => history.locator('[data-ticket-id]').count(), { timeout: 15_000 }).toBe(2);
    const statuses = await history.locator('[data-ticket-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-ticket-status')));
    for (const status of statuses) expect(['won', 'lost', 'void']).toContain(status);
    await screenshot(page, 'bets-settled-history-desktop');
    await page.close();
  });
});
