/**
 * The pre-match sportsbook in the browser, against a real house: sport → category → tournament →
 * match → slip on a phone and a desktop, a sport's today, top tournaments, outrights, the time
 * window, and favourites that survive a reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { horizontalOverflow, screenshot, VIEWPORTS } from './browser.ts';
import { browserSuite } from './suite.ts';
import { newName, register } from './players.ts';

const suite = browserSuite({ FEED_LIVE_MATCHES: '20' });

async function open(viewport: { width: number; height: number }, path: string): Promise<Page> {
  const page = await suite.newPage(viewport);
  await page.goto(`${suite.house.url}/en-US${path}`);
  return page;
}

// Generous: on CI's loaded two cores the 7-day pre-match topic has taken over 20 s to sync.
const liveList = (page: Page) => page.locator('.prematch-list[data-feed-status="live"] .prematch-row').first().waitFor({ timeout: 60_000 });
const rowCount = (page: Page) => page.locator('.prematch-row').count();

async function walk(page: Page, name: string): Promise<void> {
  await page.locator('.sports-index [data-sport="soccer"] summary').click();
  await page.locator('[data-sport="soccer"] .sports-index__category-name').first().click();
  await liveList(page);
  expect(page.url()).toMatch(/\/en-US\/sport\/soccer\/[a-z0-9-]+$/);
  await page.locator('.tournament-group__title a').first().click();
  await liveList(page);
  expect(page.url()).toMatch(/\/en-US\/sport\/soccer\/[a-z0-9-]+\/[a-z0-9-]+$/);
  expect(await page.locator('.tournament-group').count()).toBe(1);
  const heading = await page.locator('#sportsbook-title').textContent();
  expect(heading?.startsWith('Soccer · ')).toBe(true);
  await screenshot(page, `prematch-tournament-${name}`);
  // A price goes to the slip, and the row opens its match with every market.
  const button = page.locator('.prematch-row .odds-button:not([disabled])').first();
  const outcomeId = await button.getAttribute('data-outcome-id');
  await button.click();
  await page.locator(`.prematch-row .odds-button[data-outcome-id="${outcomeId}"][aria-pressed="true"]`).waitFor();
  await page.locator('.prematch-row__teams').first().click();
  await page.locator('.match-page[data-feed-status="live"]').waitFor({ timeout: 20_000 });
  expect(page.url()).toMatch(/\/match\/\d+$/);
  expect(await page.locator('.match-page [data-market-id]').count()).toBeGreaterThanOrEqual(20);
  await page.locator(`.match-page .odds-button[data-outcome-id="${outcomeId}"][aria-pressed="true"]`).waitFor();
}

describe('the pre-match sportsbook', () => {
  test('[RTE-12] [RTE-13] [VAL-12] [CON-28] sport → category → tournament → match → slip on a desktop', { timeout: 180_000 }, async () => {
    const page = await open(VIEWPORTS.desktop, '/sport');
    await page.locator('.sports-index [data-sport="soccer"]').waitFor({ timeout: 20_000 });
    await screenshot(page, 'prematch-index-desktop');
    await page.goto(`${suite.house.url}/en-US/sport/soccer`);
    await liveList(page);
    expect(await page.locator('.tournament-group').first().locator('.prematch-headers__cell').allTextContents()).toEqual(['1X2', 'HDP', 'O/U', '1H', 'Home O/U', 'Away O/U']);
    await screenshot(page, 'prematch-sport-desktop');
    await page.goto(`${suite.house.url}/en-US/sport`);
    await walk(page, 'desktop');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.close();
  });

  test('[RTE-12] [RTE-13] [SCR-03] the same walk on a phone, the row keeping its money line', { timeout: 180_000 }, async () => {
    const page = await open(VIEWPORTS.phone, '/sport');
    await page.locator('.sports-index [data-sport="soccer"]').waitFor({ timeout: 20_000 });
    await screenshot(page, 'prematch-index-phone');
    await page.goto(`${suite.house.url}/en-US/sport/soccer`);
    await liveList(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'prematch-sport-phone');
    await page.goto(`${suite.house.url}/en-US/sport`);
    await walk(page, 'phone');
    await page.close();
  });

  test('[SCR-03] [SCR-06] on a phone the lines dropdown picks the column a row shows, and the categories view opens one tournament at a time', async () => {
    const page = await open(VIEWPORTS.phone, '/sport/soccer');
    await liveList(page);
    const shownColumns = () =>
      page.locator('.prematch-row').first().locator('.prematch-cell').evaluateAll((cells) => cells.filter((c) => getComputedStyle(c).display !== 'none').map((c) => c.getAttribute('data-column')));
    expect(await shownColumns()).toEqual(['moneyLine']);
    await page.locator('select[data-filter="line"]').selectOption('total');
    expect(await shownColumns()).toEqual(['total']);
    expect(await page.locator('.prematch-row').first().locator('.prematch-cell[data-column="total"] .odds-button').first().textContent()).toMatch(/^O /);
    await screenshot(page, 'prematch-lines-phone');

    const rowsBefore = await rowCount(page);
    await page.locator('[data-filter="view"]').getByRole('button', { name: 'Categories' }).click();
    await expect.poll(() => rowCount(page)).toBe(0);
    const toggles = page.locator('.tournament-group__toggle');
    expect(await toggles.count()).toBeGreaterThan(1);
    await toggles.nth(1).click();
    await expect.poll(() => rowCount(page)).toBeGreaterThan(0);
    expect(await toggles.nth(1).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.tournament-group').nth(1).locator('.prematch-row').count()).toBe(await rowCount(page));
    await screenshot(page, 'prematch-categories-phone');
    await toggles.nth(0).click();
    expect(await toggles.nth(1).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.tournament-group').nth(0).locator('.prematch-row').count()).toBe(await rowCount(page));
    await page.locator('[data-filter="view"]').getByRole('button', { name: 'Table' }).click();
    await expect.poll(() => rowCount(page)).toBe(rowsBefore);
    await page.close();
  });

  test('[SCR-06] on a desktop the lines dropdown and view toggle are not shown: every column is', async () => {
    const page = await open(VIEWPORTS.desktop, '/sport/soccer');
    await liveList(page);
    expect(await page.locator('select[data-filter="line"]').isVisible()).toBe(false);
    expect(await page.locator('[data-filter="view"]').isVisible()).toBe(false);
    await page.close();
  });

  test('[RTE-11] [SCR-05] [SCR-06] a sport\'s today, the time window and sorting narrow and order the list', async () => {
    const page = await open(VIEWPORTS.desktop, '/sport/soccer');
    await liveList(page);
    const all = await rowCount(page);
    await page.locator('select[data-filter="window"]').selectOption('3hours');
    await expect.poll(() => rowCount(page)).toBeLessThan(all);
    const threeHours = await page.locator('.prematch-row__time').evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime') ?? '')));
    expect(threeHours.every((t) => t < Date.now() + 3 * 3_600_000 + 60_000)).toBe(true);
    await page.locator('select[data-filter="sort"]').selectOption('time');
    await page.goto(`${suite.house.url}/en-US/sport/soccer/today`);
    await expect.poll(() => page.locator('#sportsbook-title').textContent(), { timeout: 20_000 }).toBe('Soccer · Today');
    expect(await page.locator('select[data-filter="window"]').inputValue()).toBe('today');
    await page.close();
  });

  test('[RTE-10] [RTE-08] [ENT-10] top tournaments and outrights with their titled prices', async () => {
    const page = await open(VIEWPORTS.desktop, '/sport/top-tournaments');
    await liveList(page);
    expect(await page.locator('.tournament-group').count()).toBeGreaterThan(3);
    await page.goto(`${suite.house.url}/en-US/sport/outrights`);
    await liveList(page);
    const first = page.locator('.prematch-row').first();
    expect(await first.locator('.prematch-row__team').textContent()).toMatch(/ — Winner$/);
    expect(await first.locator('.odds-button').count()).toBeGreaterThanOrEqual(6);
    expect(await page.locator('select[data-filter="window"]').count()).toBe(0);
    await screenshot(page, 'prematch-outrights-desktop');
    await page.goto(`${suite.house.url}/en-US/sport/soccer/no-such-country`);
    await page.getByText('This sport, category or tournament has no matches now').waitFor();
    await page.close();
  });

  test('[RTE-06] [ENT-25] [STA-55] [ROL-01] a guest is asked to log in; a player stars a tournament, and it is still starred and listed after a reload', async () => {
    const page = await open(VIEWPORTS.desktop, '/sport/favorites');
    await page.getByText('Log in to keep your favourite tournaments here.').waitFor({ timeout: 20_000 });
    await register(page, suite.house.url, newName('fav'));
    await page.getByTestId('header-user').waitFor({ timeout: 20_000 });
    await page.goto(`${suite.house.url}/en-US/sport/soccer`);
    await liveList(page);
    const group = page.locator('.tournament-group').first();
    const tournamentId = await group.getAttribute('data-tournament');
    const star = group.getByRole('button', { name: 'Add to Favorites' });
    await star.click();
    await group.getByRole('button', { name: 'Remove from Favorites' }).waitFor();
    await page.reload();
    await liveList(page);
    await page.locator(`.tournament-group[data-tournament="${tournamentId}"]`).getByRole('button', { name: 'Remove from Favorites' }).waitFor({ timeout: 20_000 });
    await page.goto(`${suite.house.url}/en-US/sport/favorites`);
    await liveList(page);
    expect(await page.locator('.tournament-group').evaluateAll((els) => els.map((e) => e.getAttribute('data-tournament')))).toEqual([tournamentId]);
    await page.close();
  });
});
