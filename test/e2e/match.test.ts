/**
 * The match page in the browser: reached from a live row, it shows every market of the match from
 * the match's own topic, prices move and add to the betslip, and it goes stale and comes back
 * across a dropped connection without a reload.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { Browser as HttpClient } from '../fixtures/accounts-client.ts';
import { horizontalOverflow, launchChromium, screenshot, VIEWPORTS } from './browser.ts';
import { startHouse, type HouseProcess } from './house-process.ts';

let browser: Browser;
let house: HouseProcess;
const pageErrors: string[] = [];

beforeAll(async () => {
  [browser, house] = await Promise.all([launchChromium(), startHouse({ HOUSE_TEST_HOOKS: '1', FEED_LIVE_MATCHES: '20', FEED_ODDS_RATE: '400' })]);
});
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
  await house?.stop();
});

async function open(viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return page;
}

/** Prices shown on the match page, by outcome id. */
const prices = (page: Page) =>
  page.locator('.match-page [data-outcome-id]').evaluateAll((els) => Object.fromEntries(els.map((e) => [e.getAttribute('data-outcome-id'), e.getAttribute('data-odds')])));

describe('the match page', () => {
  test('[RTE-04] [API-57] a live row opens its match: every market of the match, moving, with no reload', async () => {
    const page = await open(VIEWPORTS.desktop);
    await page.goto(`${house.url}/en-US/live`);
    const row = page.locator('[data-feed-status="live"] [data-match-id]').first();
    await row.waitFor({ timeout: 20_000 });
    const matchId = await row.getAttribute('data-match-id');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await row.locator('a.match-row__teams').click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`/en-US/live/.+/match/${matchId}$`));
    await page.locator(`.match-page[data-match-id="${matchId}"][data-feed-status="live"]`).waitFor({ timeout: 20_000 });

    // Every market the house holds for the match (more than the money line the row showed).
    const house_ = (await (await fetch(`${house.url}/api/feed/match/${matchId}/snapshot`)).json()) as { snapshot: { Matches: { Markets: unknown[] }[] } };
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
    const snapshot = (await (await fetch(`${house.url}/api/feed/prematch/snapshot`)).json()) as { snapshot: { Matches: { ID: number; MatchLink: string }[] } };
    const match = snapshot.snapshot.Matches[0]!;
    expect(match.MatchLink).toMatch(/^\/sport\/.+\/match\/\d+$/);
    const page = await open(VIEWPORTS.phone);
    await page.goto(`${house.url}/en-US${match.MatchLink}`);
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
    const snapshot = (await (await fetch(`${house.url}/api/feed/live/snapshot`)).json()) as { snapshot: { Matches: { ID: number; MatchLink: string }[] } };
    const match = snapshot.snapshot.Matches[0]!;
    await page.goto(`${house.url}/en-US${match.MatchLink}`);
    await page.locator('.match-page[data-feed-status="live"]').waitFor({ timeout: 20_000 });
    const client = await new HttpClient(house.url).ready();
    expect((await client.post('/api/test/drop-connections')).status).toBe(200);
    await page.locator('.match-page[data-feed-status="reconnecting"], .match-page[data-feed-status="stale"]').waitFor({ timeout: 10_000 });
    expect(await page.locator('.match-page [data-outcome-id][data-stale="true"]').count()).toBeGreaterThan(0);
    await page.locator('.match-page[data-feed-status="live"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('.match-page [data-outcome-id][data-stale="true"]').count()).toBe(0);
    await page.close();
  });

  test('a match the house does not hold says so', async () => {
    const page = await open(VIEWPORTS.phone);
    await page.goto(`${house.url}/en-US/live/soccer/england/premier-league/match/999999999`);
    await page.locator('.match-page[data-match-state="unavailable"]').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'no longer available' }).count()).toBe(1);
    await page.close();
  });
});
