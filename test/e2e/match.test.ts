/**
 * The match page in the browser: reached from a live row, it shows every market of the match from
 * the match's own topic, prices move and add to the betslip, and it goes stale and comes back
 * across a dropped connection without a reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { Browser as HttpClient } from '../fixtures/accounts-client.ts';
import { horizontalOverflow, screenshot, VIEWPORTS } from './browser.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite({ HOUSE_TEST_HOOKS: '1', FEED_LIVE_MATCHES: '20', FEED_ODDS_RATE: '400' });

async function open(viewport: { width: number; height: number }): Promise<Page> {
  const page = await suite.newPage(viewport);
  return page;
}

/** Prices shown on the match page, by outcome id. */
const prices = (page: Page) =>
  page.locator('.match-page [data-outcome-id]').evaluateAll((els) => Object.fromEntries(els.map((e) => [e.getAttribute('data-outcome-id'), e.getAttribute('data-odds')])));

describe('the match page', () => {
  test('[RTE-04] [API-57] a live row opens its match: every market of the match, moving, with no reload', async () => {
    const page = await open(VIEWPORTS.desktop);
    await page.goto(`${suite.house.url}/en-US/live`);
    const rows = page.locator('[data-feed-status="live"] .match-row[data-match-id]:not([data-finished])');
    await rows.first().waitFor({ timeout: 20_000 });
    // A match in play whose prices move (none move at a break or before kick-off), seen moving on its row.
    const rowOdds = () => rows.evaluateAll((els) => Object.fromEntries(els.map((el) => [el.getAttribute('data-match-id') ?? '', el.querySelector('.match-row__odds')?.textContent ?? ''])));
    const before = await rowOdds();
    let matchId = '';
    await expect
      .poll(
        async () => {
          const now = await rowOdds();
          matchId = Object.keys(now).find((id) => before[id] !== undefined && now[id] !== before[id]) ?? '';
          return matchId;
        },
        { timeout: 30_000, interval: 250 },
      )
      .not.toBe('');
    const row = page.locator(`.live-page .match-row[data-match-id="${matchId}"]`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await row.locator('a.match-row__teams').click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`/en-US/live/.+/match/${matchId}$`));
    await page.locator(`.match-page[data-match-id="${matchId}"][data-feed-status="live"]`).waitFor({ timeout: 20_000 });

    // Every market the house holds for the match (more than the money line the row showed).
    const house_ = (await (await fetch(`${suite.house.url}/api/feed/match/${matchId}/snapshot`)).json()) as { snapshot: { Matches: { Markets: unknown[] }[] } };
    const marketCount = house_.snapshot.Matches[0]!.Markets.length;
    expect(marketCount).toBeGreaterThan(1);
    await expect.poll(() => page.locator('.match-page [data-market-id]').count()).toBe(marketCount);

    const first = await prices(page);
    await expect.poll(async () => JSON.stringify(await prices(page)) !== JSON.stringify(first), { timeout: 20_000 }).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1); // no reload
    await screenshot(page, 'match-desktop');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.close();
  });

  test('[RTE-13] a pre-match match page, on a phone; a price adds to the betslip', async () => {
    const snapshot = (await (await fetch(`${suite.house.url}/api/feed/prematch/snapshot`)).json()) as { snapshot: { Matches: { ID: number; MatchLink: string }[] } };
    const match = snapshot.snapshot.Matches[0]!;
    expect(match.MatchLink).toMatch(/^\/sport\/.+\/match\/\d+$/);
    const page = await open(VIEWPORTS.phone);
    await page.goto(`${suite.house.url}/en-US${match.MatchLink}`);
    await page.locator(`.match-page[data-match-id="${match.ID}"][data-feed-status="live"]`).waitFor({ timeout: 20_000 });
    const button = page.locator('.match-page .odds-button:not([disabled])').first();
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByRole('navigation', { name: /quick/i }).getByRole('button', { name: /Betslip/ }).textContent()).toContain('1');
    await screenshot(page, 'match-phone');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.close();
  });

  test('a dropped connection greys the match page’s prices, then they come back live without a reload', async () => {
    const page = await open(VIEWPORTS.desktop);
    const snapshot = (await (await fetch(`${suite.house.url}/api/feed/live/snapshot`)).json()) as { snapshot: { Matches: { ID: number; MatchLink: string }[] } };
    const match = snapshot.snapshot.Matches[0]!;
    await page.goto(`${suite.house.url}/en-US${match.MatchLink}`);
    await page.locator('.match-page[data-feed-status="live"]').waitFor({ timeout: 20_000 });
    const client = await new HttpClient(suite.house.url).ready();
    expect((await client.post('/api/test/drop-connections')).status).toBe(200);
    await page.locator('.match-page[data-feed-status="reconnecting"], .match-page[data-feed-status="stale"]').waitFor({ timeout: 10_000 });
    expect(await page.locator('.match-page [data-outcome-id][data-stale="true"]').count()).toBeGreaterThan(0);
    await page.locator('.match-page[data-feed-status="live"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('.match-page [data-outcome-id][data-stale="true"]').count()).toBe(0);
    await page.close();
  });

  test('a match the house does not hold says so', async () => {
    const page = await open(VIEWPORTS.phone);
    await page.goto(`${suite.house.url}/en-US/live/soccer/england/premier-league/match/999999999`);
    await page.locator('.match-page[data-match-state="unavailable"]').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'no longer available' }).count()).toBe(1);
    await page.close();
  });
});
